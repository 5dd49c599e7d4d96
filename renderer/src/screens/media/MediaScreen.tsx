// The media screen. Receives the route parts after its own name (e.g. an ID to open).
export default function MediaScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-media">
      <h2>Media</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
