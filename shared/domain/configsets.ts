// Configsets and templates as the console sees them: plain objects (IDs as strings, ISO times,
// enum names as in the proto), built in main from ConfigurationManager responses.
import { z } from 'zod';
import { maxChars } from '../rpc/limits.js';

export const REVISION_STATES = [
  'STATE_SAVED',
  'STATE_VALIDATED',
  'STATE_ACTIVE',
  'STATE_INACTIVE',
  'STATE_INVALID',
] as const;
export const revisionStateSchema = z.enum([...REVISION_STATES, 'STATE_UNSPECIFIED']);
export type RevisionState = z.infer<typeof revisionStateSchema>;

export const configsetTypeSchema = z.enum([
  'CONFIGSET_TYPE_SYSTEM',
  'CONFIGSET_TYPE_SCOPE',
  'CONFIGSET_TYPE_OPERATIONAL',
  'CONFIGSET_TYPE_UNSPECIFIED',
]);
export type ConfigsetType = z.infer<typeof configsetTypeSchema>;
/** Types a client may create (SYSTEM is the server's built-in layer). */
export const creatableTypeSchema = z.enum(['CONFIGSET_TYPE_SCOPE', 'CONFIGSET_TYPE_OPERATIONAL']);

/** The factory templates GenerateTemplate knows (all CONFIGSET_TYPE_OPERATIONAL). */
export const FACTORY_TEMPLATE_IDS = [
  'ContactCenterDefault',
  'ContactCenterEnroll',
  'CallCenterRealtimeFraudDetection',
  'IVRTextDependent',
  'PostCallFraudDetection',
] as const;
export const factoryTemplateIdSchema = z.enum(FACTORY_TEMPLATE_IDS);

/** Letters, digits, `.`, `_`, `-`, starting with a letter or digit (the server's rule). */
export const configsetIdSchema = z
  .string()
  .min(1)
  .max(maxChars('configset_id'))
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'letters, digits, ".", "_" and "-", starting with a letter or digit');

/** One revision of a configset (or of a template). */
export const revisionSchema = z.object({
  revisionId: z.string(),
  configsetId: z.string(),
  type: configsetTypeSchema,
  state: revisionStateSchema,
  createdAt: z.string().optional(),
  updatedAt: z.string().optional(),
  createdBy: z.string(),
  updatedBy: z.string(),
  description: z.string(),
});
export type Revision = z.infer<typeof revisionSchema>;

/** A configset: its revisions summed up. */
export const configsetSummarySchema = z.object({
  configsetId: z.string(),
  type: configsetTypeSchema,
  active: revisionSchema.optional(),
  revisionCount: z.number().int(),
  /** How many revisions are in each state. */
  counts: z.record(z.string(), z.number().int()),
  /** The most recent change to any revision. */
  lastChangeAt: z.string().optional(),
  lastChangeBy: z.string(),
});
export type ConfigsetSummary = z.infer<typeof configsetSummarySchema>;

/** A JSON Schema subset (what the server's per-service schemas use). */
export interface JsonSchema {
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}
export const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      type: z.string().optional(),
      properties: z.record(z.string(), jsonSchemaSchema).optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      exclusiveMinimum: z.number().optional(),
      exclusiveMaximum: z.number().optional(),
      default: z.unknown().optional(),
    })
    .loose(),
);

/** One service's part of a configset (BY_SERVICE format). */
export const serviceContentSchema = z.object({
  serviceName: z.string(),
  /** The key of this service in the content JSON (e.g. callerId for service callerid). */
  contentKey: z.string(),
  /** The service's part, pretty-printed JSON. */
  data: z.string(),
  schema: jsonSchemaSchema.optional(),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;

/** A revision with its content. */
export const revisionDetailSchema = revisionSchema.extend({
  /** The whole content, pretty-printed (2-space JSON) so revisions compare line by line. */
  content: z.string(),
  services: z.array(serviceContentSchema),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** A template: its current (ACTIVE) revision. */
export const templateSchema = revisionSchema.extend({
  templateId: z.string(),
  revisionCount: z.number().int(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateDetailSchema = z.object({
  templateId: z.string(),
  content: z.string(),
  services: z.array(serviceContentSchema),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

/** Where a new revision's content comes from. */
export const newContentSchema = z.union([
  z
    .object({
      raw: z
        .string()
        .min(1)
        .max(64 * 1024),
    })
    .strict(),
  z.object({ fromTemplate: configsetIdSchema }).strict(),
  z.object({ fromConfigset: configsetIdSchema }).strict(),
]);
export type NewContent = z.infer<typeof newContentSchema>;

/** Service name (BY_SERVICE) -> key in the content JSON, where they differ only in case. */
export function contentKeyOf(serviceName: string, knownKeys: readonly string[] = KNOWN_CONTENT_KEYS): string {
  return knownKeys.find((k) => k.toLowerCase() === serviceName.toLowerCase()) ?? serviceName;
}
export const KNOWN_CONTENT_KEYS = ['sessions', 'voiceprints', 'decision', 'callerId'] as const;

/** 'STATE_ACTIVE' -> 'ACTIVE', 'CONFIGSET_TYPE_SCOPE' -> 'SCOPE'. */
export function shortName(name: string): string {
  return name.replace(/^(STATE_|CONFIGSET_TYPE_)/, '');
}
