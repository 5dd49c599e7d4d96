// The engagements screen. Receives the route parts after its own name (e.g. an ID to open).
export default function EngagementsScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-engagements">
      <h2>Engagements</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
