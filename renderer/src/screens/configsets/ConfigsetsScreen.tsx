// The configsets screen. Receives the route parts after its own name (e.g. an ID to open).
export default function ConfigsetsScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-configsets">
      <h2>Configsets</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
