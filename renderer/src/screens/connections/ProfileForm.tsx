// Add or edit a connection profile. Checked against the shared schema before sending, so
// mistakes show at their fields at once; what main refuses shows the same way.
import { useState } from 'react';
import { ApiError } from '../../api/client.js';
import { ErrorPanel, Field } from '../../components/index.js';
import {
  plaintextViolations,
  profileDraftSchema,
  secretDestination,
  type ConnectionProfile,
  type ProfileDraft,
} from '../../../../shared/domain/connections.js';
import { INSECURE_TITLE } from './InsecureBadge.js';
import { useSaveProfile } from './queries.js';

export interface ProfileFormProps {
  /** Absent: a new profile. */
  profile?: ConnectionProfile;
  /** Prefill for a new profile (e.g. from an import with missing fields). */
  initial?: Partial<ProfileDraft>;
  onSaved: (p: ConnectionProfile) => void;
  onCancel: () => void;
}

interface FormState {
  name: string;
  endpoint: string;
  tls: boolean;
  caCertPem: string;
  tokenUrl: string;
  clientId: string;
  secret: string;
  scopes: string;
  defaultScopeId: string;
  insecure: boolean;
}

function toState(p: Partial<ProfileDraft> | undefined): FormState {
  return {
    name: p?.name ?? '',
    endpoint: p?.endpoint ?? '',
    tls: p?.tls ?? true,
    caCertPem: p?.caCertPem ?? '',
    tokenUrl: p?.tokenUrl ?? '',
    clientId: p?.clientId ?? '',
    secret: '',
    scopes: (p?.scopes ?? []).join(' '),
    defaultScopeId: p?.defaultScopeId ?? '',
    insecure: p?.insecure ?? false,
  };
}

function toDraft(s: FormState, id: string | undefined): unknown {
  return {
    ...(id ? { id } : {}),
    name: s.name,
    endpoint: s.endpoint,
    tls: s.tls,
    ...(s.tls && s.caCertPem.trim() ? { caCertPem: s.caCertPem.trim() } : {}),
    tokenUrl: s.tokenUrl,
    clientId: s.clientId,
    scopes: s.scopes.split(/[\s,]+/).filter(Boolean),
    ...(s.defaultScopeId.trim() ? { defaultScopeId: s.defaultScopeId.trim() } : {}),
    ...(s.insecure ? { insecure: true } : {}),
  };
}

/** True when the stored secret would go somewhere new: main then asks for it again. */
function destinationMoved(profile: ConnectionProfile | undefined, s: FormState): boolean {
  if (!profile?.hasSecret) return false;
  const a = secretDestination(profile);
  const b = secretDestination({ tokenUrl: s.tokenUrl, endpoint: s.endpoint });
  return a.tokenOrigin !== b.tokenOrigin || a.endpointHost !== b.endpointHost;
}

export function ProfileForm({ profile, initial, onSaved, onCancel }: ProfileFormProps) {
  const [s, setS] = useState<FormState>(() => toState(profile ?? initial));
  const [checkError, setCheckError] = useState<ApiError | null>(null);
  const save = useSaveProfile();
  const error = checkError ?? save.error;
  const set =
    <K extends keyof FormState>(k: K) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setS((prev) => ({
        ...prev,
        [k]: e.target.type === 'checkbox' ? (e.target as HTMLInputElement).checked : e.target.value,
      }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = profileDraftSchema.safeParse(toDraft(s, profile?.id));
    const violations = parsed.success
      ? [
          ...plaintextViolations(parsed.data),
          ...(destinationMoved(profile, s) && !s.secret
            ? [
                {
                  field: 'secret',
                  message:
                    'enter the client secret again: the token URL or endpoint host changed, and the stored secret is not sent to a new host',
                },
              ]
            : []),
        ]
      : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    if (!parsed.success || violations.length) {
      setCheckError(
        new ApiError({
          code: 'INVALID_ARGUMENT',
          message: 'Some fields need fixing.',
          fieldViolations: violations,
          retryable: false,
        }),
      );
      return;
    }
    setCheckError(null);
    save.mutate(
      { profile: parsed.data, ...(s.secret ? { secret: s.secret } : {}) },
      { onSuccess: (saved) => onSaved(saved) },
    );
  };

  const f = (path: string) => ({ path, error });
  return (
    <form className="panel profile-form" onSubmit={submit} noValidate data-testid="profile-form">
      <div className="panel-title">
        <h3>{profile ? `Edit ${profile.name}` : 'New connection'}</h3>
      </div>
      <div className="form-grid">
        <Field label="Name" {...f('name')} testId="f-name">
          <input value={s.name} onChange={set('name')} data-testid="input-name" />
        </Field>
        <Field label="Endpoint" hint="host:port of the management API" {...f('endpoint')} testId="f-endpoint">
          <input
            value={s.endpoint}
            onChange={set('endpoint')}
            placeholder="gatekeeper.example.com:443"
            data-testid="input-endpoint"
          />
        </Field>
        <Field label="Token URL" {...f('tokenUrl')} testId="f-tokenUrl">
          <input
            value={s.tokenUrl}
            onChange={set('tokenUrl')}
            placeholder="https://auth.example.com/oauth2/token"
            data-testid="input-tokenUrl"
          />
        </Field>
        <Field label="Client ID" {...f('clientId')} testId="f-clientId">
          <input value={s.clientId} onChange={set('clientId')} autoComplete="off" data-testid="input-clientId" />
        </Field>
        <Field
          label="Client secret"
          hint={
            destinationMoved(profile, s)
              ? 'The host changed: enter the secret again (the stored one is not sent to a new host).'
              : profile?.hasSecret
                ? 'Leave empty to keep the stored secret.'
                : 'Kept by main; never shown again.'
          }
          {...f('secret')}
          testId="f-secret"
        >
          <input
            type="password"
            value={s.secret}
            onChange={set('secret')}
            placeholder={profile?.hasSecret ? 'stored' : ''}
            autoComplete="new-password"
            data-testid="input-secret"
          />
        </Field>
        <Field
          label="OAuth scopes"
          hint="Separated by spaces; empty: the client's defaults."
          {...f('scopes')}
          testId="f-scopes"
        >
          <input value={s.scopes} onChange={set('scopes')} data-testid="input-scopes" />
        </Field>
        <Field label="Default gk_scope_id" {...f('defaultScopeId')} testId="f-defaultScopeId">
          <input value={s.defaultScopeId} onChange={set('defaultScopeId')} data-testid="input-defaultScopeId" />
        </Field>
        <Field label="Use TLS" inline {...f('tls')} testId="f-tls">
          <input type="checkbox" checked={s.tls} onChange={set('tls')} data-testid="input-tls" />
        </Field>
        {s.tls && (
          <Field
            label="Custom CA (PEM)"
            hint="Empty: the system's trusted roots."
            {...f('caCertPem')}
            testId="f-caCertPem"
          >
            <textarea
              rows={4}
              value={s.caCertPem}
              onChange={set('caCertPem')}
              placeholder="-----BEGIN CERTIFICATE-----"
              data-testid="input-caCertPem"
            />
          </Field>
        )}
        <Field
          label={<span className="insecure-field">Insecure, for lab use</span>}
          hint={`Allows an http:// token URL or plaintext gRPC to another computer. ${INSECURE_TITLE}`}
          inline
          {...f('insecure')}
          testId="f-insecure"
        >
          <input
            type="checkbox"
            className="insecure-field"
            checked={s.insecure}
            onChange={set('insecure')}
            data-testid="input-insecure"
          />
        </Field>
      </div>
      {save.error && <ErrorPanel error={save.error} title="Not saved" compact testId="save-error" />}
      <div className="form-actions">
        <button type="button" onClick={onCancel} data-testid="form-cancel">
          Cancel
        </button>
        <button type="submit" className="primary" disabled={save.isPending} data-testid="form-save">
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}
