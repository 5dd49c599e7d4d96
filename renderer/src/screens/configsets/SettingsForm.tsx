// The known settings as a form generated from the services' JSON Schemas: one number input per
// setting, with its range and default as hints (a list setting is shown, and edited in the JSON). Edits go back into the JSON; the server's
// violations (content.<service>.<setting>) show at the field they name.
import { useState } from 'react';
import { Field } from '../../components/index.js';
import type { JsonSchema } from '../../../../shared/domain/configsets.js';
import { getAt } from './json-paths.js';

export interface SchemaService {
  serviceName: string;
  contentKey: string;
  schema?: JsonSchema | undefined;
}

export interface SettingsFormProps {
  services: readonly SchemaService[];
  value: Record<string, unknown>;
  onChange(path: string[], value: unknown): void;
  /** The failed call whose violations to show. */
  error: unknown;
  disabled?: boolean;
}

function range(s: JsonSchema): string {
  const lo = s.minimum ?? s.exclusiveMinimum;
  const hi = s.maximum ?? s.exclusiveMaximum;
  const parts = [
    lo !== undefined || hi !== undefined ? `${lo ?? '…'} to ${hi ?? '…'}` : '',
    s.type === 'integer' ? 'whole number' : '',
  ];
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.filter(Boolean).join(' · ');
}

/** The text typed is kept while typing ("0." stays); numbers go into the JSON as numbers, anything else as text. */
function parseTyped(s: string): unknown {
  if (s.trim() === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : s;
}

export function SettingsForm({ services, value, onChange, error, disabled }: SettingsFormProps) {
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const input = (path: string[], s: JsonSchema, name: string) => {
    const key = path.join('.');
    const current = getAt(value, path);
    const shown = drafts[key] ?? (current === undefined ? '' : String(current));
    return (
      <Field
        key={key}
        label={
          <>
            {name}
            {s.description && <small className="cs-setting-desc">{s.description}</small>}
          </>
        }
        hint={range(s)}
        path={`content.${key}`}
        error={error}
        testId={`cs-setting-${key}`}
      >
        <input
          type="text"
          inputMode="decimal"
          value={shown}
          placeholder={s.default !== undefined ? `${JSON.stringify(s.default)} (default)` : 'not set'}
          disabled={disabled}
          onChange={(e) => {
            const t = e.target.value;
            setDrafts((d) => ({ ...d, [key]: t }));
            onChange(path, parseTyped(t));
          }}
          onBlur={() =>
            setDrafts((d) => {
              const { [key]: _gone, ...rest } = d;
              return rest;
            })
          }
          data-testid={`cs-input-${key}`}
        />
      </Field>
    );
  };
  const group = (path: string[], s: JsonSchema): React.ReactNode =>
    Object.entries(s.properties ?? {}).map(([name, child]) =>
      child.type === 'object' && child.properties ? (
        <fieldset key={name} className="cs-subgroup">
          <legend>{name}</legend>
          {child.description && <p className="muted cs-setting-desc">{child.description}</p>}
          <div className="cs-group-grid">{group([...path, name], child)}</div>
        </fieldset>
      ) : child.type === 'array' ? (
        // Lists (decision.intentFactors) have no form of their own: they are edited in the JSON.
        <Field
          key={name}
          label={
            <>
              {name}
              {child.description && <small className="cs-setting-desc">{child.description}</small>}
            </>
          }
          hint="a list: edit it in the JSON"
          path={`content.${[...path, name].join('.')}`}
          error={error}
          testId={`cs-setting-${[...path, name].join('.')}`}
        >
          <code className="cs-list-value">{JSON.stringify(getAt(value, [...path, name]) ?? null)}</code>
        </Field>
      ) : (
        input([...path, name], child, name)
      ),
    );
  return (
    <div className="cs-form" data-testid="cs-form">
      {services
        .filter((svc) => svc.schema?.properties)
        .map((svc) => (
          <fieldset key={svc.contentKey} className="cs-group" data-testid={`cs-group-${svc.contentKey}`}>
            <legend>
              {svc.schema?.title ?? svc.serviceName} <code className="muted">{svc.contentKey}</code>
            </legend>
            <div className="cs-group-grid">{group([svc.contentKey], svc.schema!)}</div>
          </fieldset>
        ))}
    </div>
  );
}
