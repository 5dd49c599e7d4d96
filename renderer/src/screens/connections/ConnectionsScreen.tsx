// The connections screen. Receives the route parts after its own name (e.g. an ID to open).
export default function ConnectionsScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-connections">
      <h2>Connections</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
