// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, CreateVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/CreateVoiceprintProfileRequest';
import type { CreateVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse, CreateVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/CreateVoiceprintProfileResponse';
import type { DeleteVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, DeleteVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/DeleteVoiceprintProfileRequest';
import type { DeleteVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse, DeleteVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/DeleteVoiceprintProfileResponse';
import type { DeleteVoiceprintTemplateRequest as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, DeleteVoiceprintTemplateRequest__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/DeleteVoiceprintTemplateRequest';
import type { DeleteVoiceprintTemplateResponse as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse, DeleteVoiceprintTemplateResponse__Output as _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/DeleteVoiceprintTemplateResponse';
import type { ExecuteVoiceprintProfilesStatusJobRequest as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, ExecuteVoiceprintProfilesStatusJobRequest__Output as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/ExecuteVoiceprintProfilesStatusJobRequest';
import type { ExecuteVoiceprintProfilesStatusJobResponse as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse, ExecuteVoiceprintProfilesStatusJobResponse__Output as _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/ExecuteVoiceprintProfilesStatusJobResponse';
import type { GetGkVoiceprintProfileIdRequest as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, GetGkVoiceprintProfileIdRequest__Output as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/GetGkVoiceprintProfileIdRequest';
import type { GetGkVoiceprintProfileIdResponse as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse, GetGkVoiceprintProfileIdResponse__Output as _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/GetGkVoiceprintProfileIdResponse';
import type { GetVoiceprintProfileDetailsRequest as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, GetVoiceprintProfileDetailsRequest__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/GetVoiceprintProfileDetailsRequest';
import type { GetVoiceprintProfileDetailsResponse as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse, GetVoiceprintProfileDetailsResponse__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/GetVoiceprintProfileDetailsResponse';
import type { GetVoiceprintProfilesStatusJobDetailsRequest as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, GetVoiceprintProfilesStatusJobDetailsRequest__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/GetVoiceprintProfilesStatusJobDetailsRequest';
import type { GetVoiceprintProfilesStatusJobDetailsResponse as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse, GetVoiceprintProfilesStatusJobDetailsResponse__Output as _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/GetVoiceprintProfilesStatusJobDetailsResponse';
import type { ListEnrollmentSegmentsRequest as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, ListEnrollmentSegmentsRequest__Output as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/ListEnrollmentSegmentsRequest';
import type { ListEnrollmentSegmentsResponse as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse, ListEnrollmentSegmentsResponse__Output as _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/ListEnrollmentSegmentsResponse';
import type { LockVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, LockVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/LockVoiceprintProfileRequest';
import type { LockVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse, LockVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/LockVoiceprintProfileResponse';
import type { RemoveEnrollmentSegmentRequest as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, RemoveEnrollmentSegmentRequest__Output as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/RemoveEnrollmentSegmentRequest';
import type { RemoveEnrollmentSegmentResponse as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse, RemoveEnrollmentSegmentResponse__Output as _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/RemoveEnrollmentSegmentResponse';
import type { UnlockVoiceprintProfileRequest as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, UnlockVoiceprintProfileRequest__Output as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/UnlockVoiceprintProfileRequest';
import type { UnlockVoiceprintProfileResponse as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse, UnlockVoiceprintProfileResponse__Output as _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/UnlockVoiceprintProfileResponse';
import type { UpdateVoiceprintProfileDetailsRequest as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, UpdateVoiceprintProfileDetailsRequest__Output as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest__Output } from '../../../../nuance/biosec/v1/voiceprint/UpdateVoiceprintProfileDetailsRequest';
import type { UpdateVoiceprintProfileDetailsResponse as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse, UpdateVoiceprintProfileDetailsResponse__Output as _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output } from '../../../../nuance/biosec/v1/voiceprint/UpdateVoiceprintProfileDetailsResponse';

/**
 * Manages voiceprint profiles: creation, reading, updating, locking and deletion, status-report
 * jobs, and enrollment segments.
 */
export interface VoiceprintsManagerClient extends grpc.Client {
  /**
   * Creates an empty voiceprint profile for an owner and tag.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  CreateVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  CreateVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  CreateVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates an empty voiceprint profile for an owner and tag.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  createVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  createVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  createVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  createVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a profile and all of its data.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a profile and all of its data.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes the template produced by training, keeping the profile (for example after training
   * with a wrong calibration model).
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes the template produced by training, keeping the profile (for example after training
   * with a wrong calibration model).
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteVoiceprintTemplate(argument: _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Starts a job that writes a status report of all profiles of one owner type: a ZIP of CSV
   * files of up to one million records each.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ExecuteVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  ExecuteVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  ExecuteVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  ExecuteVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Starts a job that writes a status report of all profiles of one owner type: a ZIP of CSV
   * files of up to one million records each.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  executeVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  executeVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  executeVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  executeVoiceprintProfilesStatusJob(argument: _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Looks up the Gatekeeper ID of a profile from its owner and tag. With an empty tag the IDs
   * of all the owner's profiles are meant; with a tag, the one matching profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  GetGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Looks up the Gatekeeper ID of a profile from its owner and tag. With an empty tag the IDs
   * of all the owner's profiles are meant; with a tag, the one matching profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  getGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  getGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  getGkVoiceprintProfileId(argument: _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a profile, identified either by its Gatekeeper ID or by owner and tag.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a profile, identified either by its Gatekeeper ID or by owner and tag.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reports the state of a status job and, once done, where its result can be downloaded and
   * until when.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reports the state of a status job and, once done, where its result can be downloaded and
   * until when.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  getVoiceprintProfilesStatusJobDetails(argument: _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists the audio segments enrolled into a profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  ListEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists the audio segments enrolled into a profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  listEnrollmentSegments(argument: _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Locks a profile so it cannot be used for authentication. Locking a locked profile updates
   * its lock reason.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  LockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  LockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  LockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  LockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Locks a profile so it cannot be used for authentication. Locking a locked profile updates
   * its lock reason.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  lockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  lockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  lockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  lockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Removes one enrolled processed audio from a profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemoveEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  RemoveEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  RemoveEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  RemoveEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Removes one enrolled processed audio from a profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  removeEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  removeEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  removeEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  removeEnrollmentSegment(argument: _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Unlocks a locked profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UnlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  UnlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  UnlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  UnlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Unlocks a locked profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  unlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  unlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  unlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  unlockVoiceprintProfile(argument: _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes a profile's details (custom_data), identified by ID or by owner and tag; details
   * and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes a profile's details (custom_data), identified by ID or by owner and tag; details
   * and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateVoiceprintProfileDetails(argument: _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages voiceprint profiles: creation, reading, updating, locking and deletion, status-report
 * jobs, and enrollment segments.
 */
export interface VoiceprintsManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Creates an empty voiceprint profile for an owner and tag.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  CreateVoiceprintProfile: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse>;
  
  /**
   * Deletes a profile and all of its data.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteVoiceprintProfile: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse>;
  
  /**
   * Removes the template produced by training, keeping the profile (for example after training
   * with a wrong calibration model).
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteVoiceprintTemplate: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest__Output, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse>;
  
  /**
   * Starts a job that writes a status report of all profiles of one owner type: a ZIP of CSV
   * files of up to one million records each.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ExecuteVoiceprintProfilesStatusJob: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest__Output, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse>;
  
  /**
   * Looks up the Gatekeeper ID of a profile from its owner and tag. With an empty tag the IDs
   * of all the owner's profiles are meant; with a tag, the one matching profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetGkVoiceprintProfileId: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest__Output, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse>;
  
  /**
   * Reads a profile, identified either by its Gatekeeper ID or by owner and tag.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetVoiceprintProfileDetails: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest__Output, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse>;
  
  /**
   * Reports the state of a status job and, once done, where its result can be downloaded and
   * until when.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetVoiceprintProfilesStatusJobDetails: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest__Output, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse>;
  
  /**
   * Lists the audio segments enrolled into a profile.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListEnrollmentSegments: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest__Output, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse>;
  
  /**
   * Locks a profile so it cannot be used for authentication. Locking a locked profile updates
   * its lock reason.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  LockVoiceprintProfile: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse>;
  
  /**
   * Removes one enrolled processed audio from a profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  RemoveEnrollmentSegment: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest__Output, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse>;
  
  /**
   * Unlocks a locked profile.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UnlockVoiceprintProfile: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse>;
  
  /**
   * Changes a profile's details (custom_data), identified by ID or by owner and tag; details
   * and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateVoiceprintProfileDetails: grpc.handleUnaryCall<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest__Output, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse>;
  
}

export interface VoiceprintsManagerDefinition extends grpc.ServiceDefinition {
  CreateVoiceprintProfile: MethodDefinition<_nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_CreateVoiceprintProfileResponse__Output>
  DeleteVoiceprintProfile: MethodDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_DeleteVoiceprintProfileResponse__Output>
  DeleteVoiceprintTemplate: MethodDefinition<_nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateRequest__Output, _nuance_biosec_v1_voiceprint_DeleteVoiceprintTemplateResponse__Output>
  ExecuteVoiceprintProfilesStatusJob: MethodDefinition<_nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobRequest__Output, _nuance_biosec_v1_voiceprint_ExecuteVoiceprintProfilesStatusJobResponse__Output>
  GetGkVoiceprintProfileId: MethodDefinition<_nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdRequest__Output, _nuance_biosec_v1_voiceprint_GetGkVoiceprintProfileIdResponse__Output>
  GetVoiceprintProfileDetails: MethodDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsRequest__Output, _nuance_biosec_v1_voiceprint_GetVoiceprintProfileDetailsResponse__Output>
  GetVoiceprintProfilesStatusJobDetails: MethodDefinition<_nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsRequest__Output, _nuance_biosec_v1_voiceprint_GetVoiceprintProfilesStatusJobDetailsResponse__Output>
  ListEnrollmentSegments: MethodDefinition<_nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsRequest__Output, _nuance_biosec_v1_voiceprint_ListEnrollmentSegmentsResponse__Output>
  LockVoiceprintProfile: MethodDefinition<_nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_LockVoiceprintProfileResponse__Output>
  RemoveEnrollmentSegment: MethodDefinition<_nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentRequest__Output, _nuance_biosec_v1_voiceprint_RemoveEnrollmentSegmentResponse__Output>
  UnlockVoiceprintProfile: MethodDefinition<_nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileRequest__Output, _nuance_biosec_v1_voiceprint_UnlockVoiceprintProfileResponse__Output>
  UpdateVoiceprintProfileDetails: MethodDefinition<_nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsRequest__Output, _nuance_biosec_v1_voiceprint_UpdateVoiceprintProfileDetailsResponse__Output>
}
