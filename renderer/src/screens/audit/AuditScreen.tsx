// The audit screen. Receives the route parts after its own name (e.g. an ID to open).
export default function AuditScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-audit">
      <h2>Audit</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
