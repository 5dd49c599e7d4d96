// The voiceprints screen. Receives the route parts after its own name (e.g. an ID to open).
export default function VoiceprintsScreen({ params }: { params: string[] }) {
  return (
    <section data-testid="screen-voiceprints">
      <h2>Voiceprints</h2>
      <p>{params.length ? `Opening ${params.join('/')}…` : 'Nothing here yet.'}</p>
    </section>
  );
}
