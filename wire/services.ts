// Every service Vigil implements and calls, typed from the generated code (npm run gen): the
// server's registrations and main's clients both take their request and response types from here,
// so a misspelled field or a wrong response shape on either side of the gRPC hop fails the
// type-check. Names come from shared/rpc/services.ts.
import type * as grpc from '@grpc/grpc-js';
import type { MethodDefinition } from '@grpc/proto-loader';
import type {
  AudioManagerDefinition,
  AudioManagerHandlers,
} from '../generated/proto/nuance/biosec/v1/audio/AudioManager.js';
import type {
  CallerIdRiskAssessmentDefinition,
  CallerIdRiskAssessmentHandlers,
} from '../generated/proto/nuance/biosec/v1/calleridvalidation/CallerIdRiskAssessment.js';
import type {
  CallerIdValidationProcessorDefinition,
  CallerIdValidationProcessorHandlers,
} from '../generated/proto/nuance/biosec/v1/calleridvalidationprocessor/ne/CallerIdValidationProcessor.js';
import type {
  CallerIdValidationServiceDefinition,
  CallerIdValidationServiceHandlers,
} from '../generated/proto/nuance/biosec/v1/calleridvalidationservice/CallerIdValidationService.js';
import type {
  ConfigurationManagerDefinition,
  ConfigurationManagerHandlers,
} from '../generated/proto/nuance/biosec/v1/configmanager/ConfigurationManager.js';
import type {
  EntitiesManagerDefinition,
  EntitiesManagerHandlers,
} from '../generated/proto/nuance/biosec/v1/entities/EntitiesManager.js';
import type {
  SessionsManagerDefinition,
  SessionsManagerHandlers,
} from '../generated/proto/nuance/biosec/v1/sessions/SessionsManager.js';
import type {
  VoiceprintsManagerDefinition,
  VoiceprintsManagerHandlers,
} from '../generated/proto/nuance/biosec/v1/voiceprint/VoiceprintsManager.js';
import type { RuntimeDefinition, RuntimeHandlers } from '../generated/proto/nuance/nlu/v1/Runtime.js';
import type { BrowseDefinition, BrowseHandlers } from '../generated/proto/vigil/v1/Browse.js';
import type {
  FraudsterEnrollmentDefinition,
  FraudsterEnrollmentHandlers,
} from '../generated/proto/vigil/v1/FraudsterEnrollment.js';
import type { MediaPeaksDefinition, MediaPeaksHandlers } from '../generated/proto/vigil/v1/MediaPeaks.js';
import type {
  MediaTranscriptsDefinition,
  MediaTranscriptsHandlers,
} from '../generated/proto/vigil/v1/MediaTranscripts.js';
import type { DecisionReplayDefinition, DecisionReplayHandlers } from '../generated/proto/vigil/v1/DecisionReplay.js';
import type { RecognizerDefinition, RecognizerHandlers } from '../generated/proto/nuance/asr/v1/Recognizer.js';
import type { TrainingDefinition, TrainingHandlers } from '../generated/proto/nuance/asr/v1beta1/Training.js';
import type { WordsetDefinition, WordsetHandlers } from '../generated/proto/nuance/nlu/wordset/v1beta1/Wordset.js';
import type { ServiceKey } from '../shared/rpc/services.js';

export { SERVICES, type ServiceKey, type ServiceName } from '../shared/rpc/services.js';

/** Per service key: the generated definition (types of every method) and handler table. */
export interface ServiceTypes {
  audio: { def: AudioManagerDefinition; handlers: AudioManagerHandlers };
  voiceprints: { def: VoiceprintsManagerDefinition; handlers: VoiceprintsManagerHandlers };
  sessions: { def: SessionsManagerDefinition; handlers: SessionsManagerHandlers };
  configsets: { def: ConfigurationManagerDefinition; handlers: ConfigurationManagerHandlers };
  callerIdRisk: { def: CallerIdRiskAssessmentDefinition; handlers: CallerIdRiskAssessmentHandlers };
  callerIdValidation: { def: CallerIdValidationServiceDefinition; handlers: CallerIdValidationServiceHandlers };
  callerIdProcessor: { def: CallerIdValidationProcessorDefinition; handlers: CallerIdValidationProcessorHandlers };
  entities: { def: EntitiesManagerDefinition; handlers: EntitiesManagerHandlers };
  nlu: { def: RuntimeDefinition; handlers: RuntimeHandlers };
  browse: { def: BrowseDefinition; handlers: BrowseHandlers };
  mediaPeaks: { def: MediaPeaksDefinition; handlers: MediaPeaksHandlers };
  fraudsterEnrollment: { def: FraudsterEnrollmentDefinition; handlers: FraudsterEnrollmentHandlers };
  asr: { def: RecognizerDefinition; handlers: RecognizerHandlers };
  asrTraining: { def: TrainingDefinition; handlers: TrainingHandlers };
  nluWordset: { def: WordsetDefinition; handlers: WordsetHandlers };
  mediaTranscripts: { def: MediaTranscriptsDefinition; handlers: MediaTranscriptsHandlers };
  decisionReplay: { def: DecisionReplayDefinition; handlers: DecisionReplayHandlers };
}

// Every key of ServiceTypes is a service of shared/rpc/services.ts and the other way round.
type _SameKeys = [ServiceKey] extends [keyof ServiceTypes]
  ? [keyof ServiceTypes] extends [ServiceKey]
    ? true
    : never
  : never;
const _sameKeys: _SameKeys = true;
void _sameKeys;

type Def<S extends ServiceKey> = ServiceTypes[S]['def'];
type Handlers<S extends ServiceKey> = ServiceTypes[S]['handlers'];

/** T without its index signature (generated definitions extend grpc's indexable ones). */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/** The unary methods of a service, by their proto name (e.g. 'GetSessionDetails'). */
export type UnaryMethod<S extends ServiceKey> = {
  [K in keyof Known<Handlers<S>>]: Known<Handlers<S>>[K] extends grpc.handleUnaryCall<infer _Req, infer _Res>
    ? K
    : never;
}[keyof Known<Handlers<S>>] &
  keyof Known<Def<S>> &
  string;

type MethodTypes<S extends ServiceKey, M extends keyof Def<S>> =
  Def<S>[M] extends MethodDefinition<infer ReqIn, infer ResIn, infer ReqOut, infer ResOut>
    ? { reqIn: ReqIn; resIn: ResIn; reqOut: ReqOut; resOut: ResOut }
    : never;

/** The streaming methods of a service (ServiceImplementation covers only the unary ones). */
export type StreamingMethod<S extends ServiceKey> = Exclude<
  keyof Known<Handlers<S>> & keyof Known<Def<S>> & string,
  UnaryMethod<S>
>;

/** The server-streaming methods of a service (one request, a stream of responses). */
export type ServerStreamingMethod<S extends ServiceKey> = {
  [K in StreamingMethod<S>]: Known<Handlers<S>>[K] extends grpc.handleServerStreamingCall<infer _Req, infer _Res>
    ? K
    : never;
}[StreamingMethod<S>];

/** A streaming method's request as a handler receives it, and its response as a handler sends it. */
export type StreamRequestOut<S extends ServiceKey, M extends StreamingMethod<S>> = MethodTypes<S, M>['reqOut'];
export type StreamResponseIn<S extends ServiceKey, M extends StreamingMethod<S>> = MethodTypes<S, M>['resIn'];
/** What a client sends on and receives from a streaming method. */
export type StreamRequestIn<S extends ServiceKey, M extends StreamingMethod<S>> = MethodTypes<S, M>['reqIn'];
export type StreamResponseOut<S extends ServiceKey, M extends StreamingMethod<S>> = MethodTypes<S, M>['resOut'];

/** What a client sends (enums by name or number, int64 as string or number). */
export type RequestIn<S extends ServiceKey, M extends UnaryMethod<S>> = MethodTypes<S, M>['reqIn'];
/** What a handler receives: the request as grpc-js and the HTTP binding decode it. */
export type RequestOut<S extends ServiceKey, M extends UnaryMethod<S>> = MethodTypes<S, M>['reqOut'];
/** What a handler returns. */
export type ResponseIn<S extends ServiceKey, M extends UnaryMethod<S>> = MethodTypes<S, M>['resIn'];
/** What a client receives (enums by name, int64 as decimal strings). */
export type ResponseOut<S extends ServiceKey, M extends UnaryMethod<S>> = MethodTypes<S, M>['resOut'];
