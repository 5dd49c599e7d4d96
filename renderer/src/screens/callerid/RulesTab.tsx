// The default watchlist's rules: a virtualized, searchable list paged from the server, the add/edit
// form beside it, and import (MERGE, or REPLACE after a typed confirmation) and export of rule
// files: tab-delimited with a # header line, as a real deployment reads and writes them.
import { useEffect, useMemo, useState } from 'react';
import type { WatchlistRule } from '../../../../shared/domain/callerid.js';
import { useCan } from '../../app/can.js';
import {
  ActionButton,
  Badge,
  ConfirmDialog,
  DataTable,
  DateTime,
  EmptyState,
  ErrorPanel,
  LoadingState,
  Toolbar,
  type Column,
} from '../../components/index.js';
import { useExportRules, useImportRules, useRules } from './callerid.queries.js';
import { riskLabel, riskTone } from './labels.js';
import { RuleForm } from './RuleForm.js';
import { useDebounced } from '../../app/debounce.js';

const COLUMNS: Column<WatchlistRule>[] = [
  {
    id: 'kind',
    header: 'Kind',
    width: '5rem',
    cell: (r) => <Badge tone={r.kind === 'exact' ? 'info' : 'muted'}>{r.kind}</Badge>,
  },
  { id: 'value', header: 'Number or pattern', width: 'minmax(10rem, 1.2fr)', cell: (r) => <code>{r.value}</code> },
  {
    id: 'risk',
    header: 'Risk',
    width: '6rem',
    cell: (r) => <Badge tone={riskTone(r.riskLevel)}>{riskLabel(r.riskLevel)}</Badge>,
  },
  { id: 'description', header: 'Description', width: 'minmax(10rem, 2fr)', cell: (r) => r.description || '—' },
  {
    id: 'modified',
    header: 'Changed',
    width: '11rem',
    cell: (r) => <DateTime value={r.modificationTimestamp ?? r.creationTimestamp} />,
  },
];

export function RulesTab({ initialSearch = '' }: { initialSearch?: string }) {
  const canWrite = useCan('callerid.rules.write');
  const canExport = useCan('callerid.exportCsv');
  const [search, setSearch] = useState(initialSearch);
  useEffect(() => setSearch(initialSearch), [initialSearch]);
  const debounced = useDebounced(search.trim(), 250);
  const q = useRules(debounced);
  const rows = useMemo(() => q.data?.pages.flatMap((p) => p.rules) ?? [], [q.data]);
  const [editing, setEditing] = useState<WatchlistRule | 'new' | undefined>();
  const editingKey = editing && editing !== 'new' ? editing.gkCalleridRuleId : undefined;

  return (
    <div className="cid-rules" data-testid="rules-tab">
      <Toolbar label="Rules">
        <label className="cid-search">
          <span className="sr-only">Search rules</span>
          <input
            type="search"
            placeholder="Search number, pattern or description"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="rules-search"
          />
        </label>
        <ActionButton can={canWrite} reasonDisplay="tooltip" onClick={() => setEditing('new')} testId="rules-add">
          Add rule
        </ActionButton>
        <ImportExport canWrite={canWrite} canExport={canExport} />
        <span className="muted" data-testid="rules-count">
          {q.data ? `${rows.length} of ${q.data.pages[0]?.totalResults ?? 0} rules` : ''}
        </span>
      </Toolbar>
      <div className="cid-rules-body">
        <div className="cid-rules-list">
          {q.isPending ? (
            <LoadingState label="Loading rules…" testId="rules-loading" />
          ) : q.isError ? (
            <ErrorPanel
              error={q.error}
              title="Could not load the rules"
              onRetry={() => void q.refetch()}
              testId="rules-error"
            />
          ) : (
            <DataTable
              rows={rows}
              columns={COLUMNS}
              rowKey={(r) => r.gkCalleridRuleId}
              label="Watchlist rules"
              onRowClick={(r) => setEditing(r)}
              selectedKey={editingKey}
              onEndReached={() => {
                if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
              }}
              height="calc(100vh - 16rem)"
              empty={
                <EmptyState
                  title={debounced ? 'No rule matches the search' : 'The watchlist has no rules'}
                  testId="rules-empty"
                />
              }
              testId="rules-table"
            />
          )}
        </div>
        {editing && (
          <RuleForm
            key={editing === 'new' ? 'new' : editing.gkCalleridRuleId}
            {...(editing === 'new' ? {} : { rule: editing })}
            onDone={() => setEditing(undefined)}
          />
        )}
      </div>
    </div>
  );
}

/** A picked file's text (FileReader: works in every host, jsdom included). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result ?? ''));
    r.onerror = () => reject(r.error ?? new Error('the file could not be read'));
    r.readAsText(file);
  });
}

function ImportExport({
  canWrite,
  canExport,
}: {
  canWrite: ReturnType<typeof useCan>;
  canExport: ReturnType<typeof useCan>;
}) {
  const imp = useImportRules();
  const exp = useExportRules();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [mode, setMode] = useState<'MERGE' | 'REPLACE'>('MERGE');
  const [confirmReplace, setConfirmReplace] = useState(false);
  const run = () => file && imp.mutate({ csv: file.text, mode }, { onSettled: () => setConfirmReplace(false) });

  const download = () =>
    exp.mutate(undefined, {
      onSuccess: ({ csv, filename }) => {
        const url = URL.createObjectURL(new Blob([csv], { type: 'text/tab-separated-values' }));
        const a = document.createElement('a');
        a.href = url;
        a.download = filename;
        a.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
    });

  return (
    <>
      <label className="cid-file">
        <span>Rules file</span>
        <input
          type="file"
          accept=".tsv,.txt,.csv,text/tab-separated-values,text/plain,text/csv"
          onChange={(e) => {
            const f = e.target.files?.[0];
            imp.reset();
            if (!f) return setFile(undefined);
            // A file that cannot be read leaves nothing chosen rather than a stale one.
            readText(f).then(
              (text) => setFile({ name: f.name, text }),
              () => setFile(undefined),
            );
          }}
          data-testid="rules-import-file"
        />
      </label>
      <select
        value={mode}
        onChange={(e) => setMode(e.target.value as 'MERGE' | 'REPLACE')}
        aria-label="Import mode"
        data-testid="rules-import-mode"
      >
        <option value="MERGE">Merge into the watchlist</option>
        <option value="REPLACE">Replace every rule</option>
      </select>
      <ActionButton
        can={canWrite}
        reasonDisplay="tooltip"
        disabled={!file || imp.isPending}
        onClick={() => (mode === 'REPLACE' ? setConfirmReplace(true) : run())}
        testId="rules-import"
      >
        {imp.isPending ? 'Importing…' : 'Import'}
      </ActionButton>
      <ActionButton
        can={canExport}
        reasonDisplay="tooltip"
        disabled={exp.isPending}
        onClick={download}
        testId="rules-export"
      >
        Export rules
      </ActionButton>
      {exp.isError && <ErrorPanel error={exp.error} title="Export failed" compact testId="rules-export-error" />}
      {imp.isError && !confirmReplace && (
        <ErrorPanel error={imp.error} title="Import failed" compact testId="rules-import-error" />
      )}
      {imp.data && (
        <div className="cid-import-result" role="status" data-testid="rules-import-result">
          {imp.data.failures.length === 0 ? (
            `Imported ${file?.name ?? 'the file'}.`
          ) : (
            <>
              {imp.data.failures.length} line(s) refused:
              <ul>
                {imp.data.failures.slice(0, 20).map((f) => (
                  <li key={f.lineNumber}>
                    line {f.lineNumber} <code>{f.value}</code>: {f.reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirmReplace}
        title="Replace every rule of the watchlist?"
        tone="danger"
        confirmLabel="Replace rules"
        requireText="REPLACE"
        busy={imp.isPending}
        error={imp.error}
        onCancel={() => {
          imp.reset();
          setConfirmReplace(false);
        }}
        onConfirm={run}
        testId="rules-replace-confirm"
      >
        Every rule now in the watchlist is removed and only the rules of <strong>{file?.name}</strong> remain. Type
        REPLACE to go on.
      </ConfirmDialog>
    </>
  );
}
