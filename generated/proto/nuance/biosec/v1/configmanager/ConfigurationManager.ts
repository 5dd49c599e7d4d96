// Original file: protos/nuance/biosec/v1/configmanager/config_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ActivateConfigsetRevisionRequest as _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, ActivateConfigsetRevisionRequest__Output as _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest__Output } from '../../../../nuance/biosec/v1/configmanager/ActivateConfigsetRevisionRequest';
import type { ActivateConfigsetRevisionResponse as _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse, ActivateConfigsetRevisionResponse__Output as _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output } from '../../../../nuance/biosec/v1/configmanager/ActivateConfigsetRevisionResponse';
import type { CreateConfigsetRequest as _nuance_biosec_v1_configmanager_CreateConfigsetRequest, CreateConfigsetRequest__Output as _nuance_biosec_v1_configmanager_CreateConfigsetRequest__Output } from '../../../../nuance/biosec/v1/configmanager/CreateConfigsetRequest';
import type { CreateConfigsetResponse as _nuance_biosec_v1_configmanager_CreateConfigsetResponse, CreateConfigsetResponse__Output as _nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output } from '../../../../nuance/biosec/v1/configmanager/CreateConfigsetResponse';
import type { CreateTemplateRequest as _nuance_biosec_v1_configmanager_CreateTemplateRequest, CreateTemplateRequest__Output as _nuance_biosec_v1_configmanager_CreateTemplateRequest__Output } from '../../../../nuance/biosec/v1/configmanager/CreateTemplateRequest';
import type { CreateTemplateResponse as _nuance_biosec_v1_configmanager_CreateTemplateResponse, CreateTemplateResponse__Output as _nuance_biosec_v1_configmanager_CreateTemplateResponse__Output } from '../../../../nuance/biosec/v1/configmanager/CreateTemplateResponse';
import type { DeleteConfigsetRequest as _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, DeleteConfigsetRequest__Output as _nuance_biosec_v1_configmanager_DeleteConfigsetRequest__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteConfigsetRequest';
import type { DeleteConfigsetResponse as _nuance_biosec_v1_configmanager_DeleteConfigsetResponse, DeleteConfigsetResponse__Output as _nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteConfigsetResponse';
import type { DeleteConfigsetRevisionRequest as _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, DeleteConfigsetRevisionRequest__Output as _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteConfigsetRevisionRequest';
import type { DeleteConfigsetRevisionResponse as _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse, DeleteConfigsetRevisionResponse__Output as _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteConfigsetRevisionResponse';
import type { DeleteTemplateRequest as _nuance_biosec_v1_configmanager_DeleteTemplateRequest, DeleteTemplateRequest__Output as _nuance_biosec_v1_configmanager_DeleteTemplateRequest__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteTemplateRequest';
import type { DeleteTemplateResponse as _nuance_biosec_v1_configmanager_DeleteTemplateResponse, DeleteTemplateResponse__Output as _nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output } from '../../../../nuance/biosec/v1/configmanager/DeleteTemplateResponse';
import type { GenerateTemplateRequest as _nuance_biosec_v1_configmanager_GenerateTemplateRequest, GenerateTemplateRequest__Output as _nuance_biosec_v1_configmanager_GenerateTemplateRequest__Output } from '../../../../nuance/biosec/v1/configmanager/GenerateTemplateRequest';
import type { GenerateTemplateResponse as _nuance_biosec_v1_configmanager_GenerateTemplateResponse, GenerateTemplateResponse__Output as _nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output } from '../../../../nuance/biosec/v1/configmanager/GenerateTemplateResponse';
import type { GetConfigsetRequest as _nuance_biosec_v1_configmanager_GetConfigsetRequest, GetConfigsetRequest__Output as _nuance_biosec_v1_configmanager_GetConfigsetRequest__Output } from '../../../../nuance/biosec/v1/configmanager/GetConfigsetRequest';
import type { GetConfigsetResponse as _nuance_biosec_v1_configmanager_GetConfigsetResponse, GetConfigsetResponse__Output as _nuance_biosec_v1_configmanager_GetConfigsetResponse__Output } from '../../../../nuance/biosec/v1/configmanager/GetConfigsetResponse';
import type { GetConfigsetRevisionRequest as _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, GetConfigsetRevisionRequest__Output as _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest__Output } from '../../../../nuance/biosec/v1/configmanager/GetConfigsetRevisionRequest';
import type { GetConfigsetRevisionResponse as _nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse, GetConfigsetRevisionResponse__Output as _nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output } from '../../../../nuance/biosec/v1/configmanager/GetConfigsetRevisionResponse';
import type { GetTemplateRequest as _nuance_biosec_v1_configmanager_GetTemplateRequest, GetTemplateRequest__Output as _nuance_biosec_v1_configmanager_GetTemplateRequest__Output } from '../../../../nuance/biosec/v1/configmanager/GetTemplateRequest';
import type { GetTemplateResponse as _nuance_biosec_v1_configmanager_GetTemplateResponse, GetTemplateResponse__Output as _nuance_biosec_v1_configmanager_GetTemplateResponse__Output } from '../../../../nuance/biosec/v1/configmanager/GetTemplateResponse';
import type { ListConfigsetRevisionsRequest as _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, ListConfigsetRevisionsRequest__Output as _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest__Output } from '../../../../nuance/biosec/v1/configmanager/ListConfigsetRevisionsRequest';
import type { ListConfigsetRevisionsResponse as _nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse, ListConfigsetRevisionsResponse__Output as _nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output } from '../../../../nuance/biosec/v1/configmanager/ListConfigsetRevisionsResponse';
import type { ListTemplatesRequest as _nuance_biosec_v1_configmanager_ListTemplatesRequest, ListTemplatesRequest__Output as _nuance_biosec_v1_configmanager_ListTemplatesRequest__Output } from '../../../../nuance/biosec/v1/configmanager/ListTemplatesRequest';
import type { ListTemplatesResponse as _nuance_biosec_v1_configmanager_ListTemplatesResponse, ListTemplatesResponse__Output as _nuance_biosec_v1_configmanager_ListTemplatesResponse__Output } from '../../../../nuance/biosec/v1/configmanager/ListTemplatesResponse';
import type { UpdateConfigsetDetailsRequest as _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, UpdateConfigsetDetailsRequest__Output as _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest__Output } from '../../../../nuance/biosec/v1/configmanager/UpdateConfigsetDetailsRequest';
import type { UpdateConfigsetDetailsResponse as _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse, UpdateConfigsetDetailsResponse__Output as _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output } from '../../../../nuance/biosec/v1/configmanager/UpdateConfigsetDetailsResponse';
import type { ValidateConfigsetRevisionRequest as _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, ValidateConfigsetRevisionRequest__Output as _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest__Output } from '../../../../nuance/biosec/v1/configmanager/ValidateConfigsetRevisionRequest';
import type { ValidateConfigsetRevisionResponse as _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse, ValidateConfigsetRevisionResponse__Output as _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output } from '../../../../nuance/biosec/v1/configmanager/ValidateConfigsetRevisionResponse';

/**
 * Manages configsets, versioned as revisions, and templates. Only ACTIVE configset revisions
 * affect system behavior. Every RPC needs gk_scope_id in the context and no other context
 * field.
 */
export interface ConfigurationManagerClient extends grpc.Client {
  /**
   * Makes a SAVED or VALIDATED revision ACTIVE (validating it first); the previously active
   * revision of the same configset becomes INACTIVE.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ActivateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ActivateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ActivateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ActivateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Makes a SAVED or VALIDATED revision ACTIVE (validating it first); the previously active
   * revision of the same configset becomes INACTIVE.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  activateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  activateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  activateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  activateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Stores a new configset revision (a new revision when the configset ID exists already). It
   * starts in SAVED, or in VALIDATED when perform_validation is true and the content is valid.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  CreateConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  CreateConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  CreateConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  CreateConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Stores a new configset revision (a new revision when the configset ID exists already). It
   * starts in SAVED, or in VALIDATED when perform_validation is true and the content is valid.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  createConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  createConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  createConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  createConfigset(argument: _nuance_biosec_v1_configmanager_CreateConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a template; it is created, validated and activated in one step.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  CreateTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  CreateTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a template; it is created, validated and activated in one step.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  createTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  createTemplate(argument: _nuance_biosec_v1_configmanager_CreateTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a configset with all its revisions, the active one included.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a configset with all its revisions, the active one included.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  deleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigset(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes one revision; the active revision cannot be deleted this way (use DeleteConfigset).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  DeleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes one revision; the active revision cannot be deleted this way (use DeleteConfigset).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  deleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  deleteConfigsetRevision(argument: _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Deletes a template.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  DeleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a template.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  deleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  deleteTemplate(argument: _nuance_biosec_v1_configmanager_DeleteTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Creates a template from a factory template ID (for CONFIGSET_TYPE_OPERATIONAL:
   * ContactCenterDefault, ContactCenterEnroll, CallCenterRealtimeFraudDetection,
   * IVRTextDependent, PostCallFraudDetection).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GenerateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  GenerateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  GenerateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  GenerateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Creates a template from a factory template ID (for CONFIGSET_TYPE_OPERATIONAL:
   * ContactCenterDefault, ContactCenterEnroll, CallCenterRealtimeFraudDetection,
   * IVRTextDependent, PostCallFraudDetection).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  generateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  generateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  generateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  generateTemplate(argument: _nuance_biosec_v1_configmanager_GenerateTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads the active revision of a configset, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  GetConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  GetConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  GetConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads the active revision of a configset, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  getConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  getConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  getConfigset(argument: _nuance_biosec_v1_configmanager_GetConfigsetRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads one configset revision, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  GetConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  GetConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  GetConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads one configset revision, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  getConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  getConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  getConfigsetRevision(argument: _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads a template's content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  GetTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads a template's content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  getTemplate(argument: _nuance_biosec_v1_configmanager_GetTemplateRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_GetTemplateResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists configset revisions matching a filter, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  ListConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  ListConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  ListConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists configset revisions matching a filter, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  listConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  listConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  listConfigsetRevisions(argument: _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Lists templates matching a filter. The scope in the context must be authorized to list.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  ListTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Lists templates matching a filter. The scope in the context must be authorized to list.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  listTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  listTemplates(argument: _nuance_biosec_v1_configmanager_ListTemplatesRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the descriptive details of a configset; details and field_mask are mandatory.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  UpdateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the descriptive details of a configset; details and field_mask are mandatory.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  updateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateConfigsetDetails(argument: _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Validates a SAVED revision, moving it to VALIDATED. Invalid values come back as field
   * violations in the status.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ValidateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ValidateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ValidateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  ValidateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Validates a SAVED revision, moving it to VALIDATED. Invalid values come back as field
   * violations in the status.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  validateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  validateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  validateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  validateConfigsetRevision(argument: _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, callback: grpc.requestCallback<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages configsets, versioned as revisions, and templates. Only ACTIVE configset revisions
 * affect system behavior. Every RPC needs gk_scope_id in the context and no other context
 * field.
 */
export interface ConfigurationManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Makes a SAVED or VALIDATED revision ACTIVE (validating it first); the previously active
   * revision of the same configset becomes INACTIVE.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ActivateConfigsetRevision: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse>;
  
  /**
   * Stores a new configset revision (a new revision when the configset ID exists already). It
   * starts in SAVED, or in VALIDATED when perform_validation is true and the content is valid.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  CreateConfigset: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_CreateConfigsetRequest__Output, _nuance_biosec_v1_configmanager_CreateConfigsetResponse>;
  
  /**
   * Creates a template; it is created, validated and activated in one step.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  CreateTemplate: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_CreateTemplateRequest__Output, _nuance_biosec_v1_configmanager_CreateTemplateResponse>;
  
  /**
   * Deletes a configset with all its revisions, the active one included.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteConfigset: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_DeleteConfigsetRequest__Output, _nuance_biosec_v1_configmanager_DeleteConfigsetResponse>;
  
  /**
   * Deletes one revision; the active revision cannot be deleted this way (use DeleteConfigset).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteConfigsetRevision: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse>;
  
  /**
   * Deletes a template.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  DeleteTemplate: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_DeleteTemplateRequest__Output, _nuance_biosec_v1_configmanager_DeleteTemplateResponse>;
  
  /**
   * Creates a template from a factory template ID (for CONFIGSET_TYPE_OPERATIONAL:
   * ContactCenterDefault, ContactCenterEnroll, CallCenterRealtimeFraudDetection,
   * IVRTextDependent, PostCallFraudDetection).
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GenerateTemplate: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_GenerateTemplateRequest__Output, _nuance_biosec_v1_configmanager_GenerateTemplateResponse>;
  
  /**
   * Reads the active revision of a configset, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetConfigset: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_GetConfigsetRequest__Output, _nuance_biosec_v1_configmanager_GetConfigsetResponse>;
  
  /**
   * Reads one configset revision, with its content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetConfigsetRevision: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse>;
  
  /**
   * Reads a template's content in the requested format.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetTemplate: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_GetTemplateRequest__Output, _nuance_biosec_v1_configmanager_GetTemplateResponse>;
  
  /**
   * Lists configset revisions matching a filter, newest first.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListConfigsetRevisions: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest__Output, _nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse>;
  
  /**
   * Lists templates matching a filter. The scope in the context must be authorized to list.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ListTemplates: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_ListTemplatesRequest__Output, _nuance_biosec_v1_configmanager_ListTemplatesResponse>;
  
  /**
   * Changes the descriptive details of a configset; details and field_mask are mandatory.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  UpdateConfigsetDetails: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest__Output, _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse>;
  
  /**
   * Validates a SAVED revision, moving it to VALIDATED. Invalid values come back as field
   * violations in the status.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  ValidateConfigsetRevision: grpc.handleUnaryCall<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse>;
  
}

export interface ConfigurationManagerDefinition extends grpc.ServiceDefinition {
  ActivateConfigsetRevision: MethodDefinition<_nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest, _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse, _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_ActivateConfigsetRevisionResponse__Output>
  CreateConfigset: MethodDefinition<_nuance_biosec_v1_configmanager_CreateConfigsetRequest, _nuance_biosec_v1_configmanager_CreateConfigsetResponse, _nuance_biosec_v1_configmanager_CreateConfigsetRequest__Output, _nuance_biosec_v1_configmanager_CreateConfigsetResponse__Output>
  CreateTemplate: MethodDefinition<_nuance_biosec_v1_configmanager_CreateTemplateRequest, _nuance_biosec_v1_configmanager_CreateTemplateResponse, _nuance_biosec_v1_configmanager_CreateTemplateRequest__Output, _nuance_biosec_v1_configmanager_CreateTemplateResponse__Output>
  DeleteConfigset: MethodDefinition<_nuance_biosec_v1_configmanager_DeleteConfigsetRequest, _nuance_biosec_v1_configmanager_DeleteConfigsetResponse, _nuance_biosec_v1_configmanager_DeleteConfigsetRequest__Output, _nuance_biosec_v1_configmanager_DeleteConfigsetResponse__Output>
  DeleteConfigsetRevision: MethodDefinition<_nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest, _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse, _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_DeleteConfigsetRevisionResponse__Output>
  DeleteTemplate: MethodDefinition<_nuance_biosec_v1_configmanager_DeleteTemplateRequest, _nuance_biosec_v1_configmanager_DeleteTemplateResponse, _nuance_biosec_v1_configmanager_DeleteTemplateRequest__Output, _nuance_biosec_v1_configmanager_DeleteTemplateResponse__Output>
  GenerateTemplate: MethodDefinition<_nuance_biosec_v1_configmanager_GenerateTemplateRequest, _nuance_biosec_v1_configmanager_GenerateTemplateResponse, _nuance_biosec_v1_configmanager_GenerateTemplateRequest__Output, _nuance_biosec_v1_configmanager_GenerateTemplateResponse__Output>
  GetConfigset: MethodDefinition<_nuance_biosec_v1_configmanager_GetConfigsetRequest, _nuance_biosec_v1_configmanager_GetConfigsetResponse, _nuance_biosec_v1_configmanager_GetConfigsetRequest__Output, _nuance_biosec_v1_configmanager_GetConfigsetResponse__Output>
  GetConfigsetRevision: MethodDefinition<_nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest, _nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse, _nuance_biosec_v1_configmanager_GetConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_GetConfigsetRevisionResponse__Output>
  GetTemplate: MethodDefinition<_nuance_biosec_v1_configmanager_GetTemplateRequest, _nuance_biosec_v1_configmanager_GetTemplateResponse, _nuance_biosec_v1_configmanager_GetTemplateRequest__Output, _nuance_biosec_v1_configmanager_GetTemplateResponse__Output>
  ListConfigsetRevisions: MethodDefinition<_nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest, _nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse, _nuance_biosec_v1_configmanager_ListConfigsetRevisionsRequest__Output, _nuance_biosec_v1_configmanager_ListConfigsetRevisionsResponse__Output>
  ListTemplates: MethodDefinition<_nuance_biosec_v1_configmanager_ListTemplatesRequest, _nuance_biosec_v1_configmanager_ListTemplatesResponse, _nuance_biosec_v1_configmanager_ListTemplatesRequest__Output, _nuance_biosec_v1_configmanager_ListTemplatesResponse__Output>
  UpdateConfigsetDetails: MethodDefinition<_nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest, _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse, _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsRequest__Output, _nuance_biosec_v1_configmanager_UpdateConfigsetDetailsResponse__Output>
  ValidateConfigsetRevision: MethodDefinition<_nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest, _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse, _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionRequest__Output, _nuance_biosec_v1_configmanager_ValidateConfigsetRevisionResponse__Output>
}
