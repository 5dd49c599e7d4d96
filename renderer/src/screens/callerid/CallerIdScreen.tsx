// The callerid screen. Receives the route parts after its own name (e.g. an ID to open).
export default function CallerIdScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-callerid">
      <h2>CallerId</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
