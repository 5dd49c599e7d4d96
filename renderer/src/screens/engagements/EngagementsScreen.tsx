// The engagements screen (fraud analysts). Routes: #/engagements (the queue, its state in the
// query), #/engagements/<gkId> (one engagement; ?segment=<gkMediaSegmentId> picks its recording,
// ?show=verdict brings the verdict into view), #/engagements/<gkId>/report (its case report, to
// print or save as PDF), #/engagements/lookup/<text> (find by external ID).
import { Suspense, lazy } from 'react';
import { LoadingState } from '../../components/index.js';
import { useRoute } from '../../app/route.js';
import { LazyLookupForm as LookupForm, LazyLookupRoute as LookupRoute } from './LazyLookupForm.js';
import { QueueView } from './QueueView.js';
import './engagements.css';

// One engagement's page (sessions, verdict, recording with its waveform player) loads when first
// opened: the queue, the console's first screen, should not wait for wavesurfer and its forms.
const DetailView = lazy(() => import('./DetailView.js').then((m) => ({ default: m.DetailView })));
const CaseReport = lazy(() => import('./CaseReport.js').then((m) => ({ default: m.CaseReport })));

export default function EngagementsScreen({ params }: { params: string[] }) {
  const [first, second] = params;
  const { query } = useRoute();
  return (
    <section className="screen eng-screen" data-testid="screen-engagements">
      {!first && (
        <div className="screen-head">
          <h2>Engagements</h2>
          <span className="muted">review queue</span>
        </div>
      )}
      {/* A new query from outside (an edited or pasted URL) opens the queue afresh from it. */}
      {!first && <QueueView key={query} />}
      {first === 'lookup' && (
        <>
          <div className="screen-head">
            <h2>Find an engagement</h2>
          </div>
          {second ? <LookupRoute key={second} text={second} /> : <LookupForm />}
        </>
      )}
      {first && first !== 'lookup' && second === 'report' && (
        <Suspense fallback={<LoadingState label="Preparing the case report…" />}>
          <CaseReport key={first} gkEngagementId={first} />
        </Suspense>
      )}
      {first && first !== 'lookup' && second !== 'report' && (
        <Suspense fallback={<LoadingState label="Loading engagement…" testId="eng-detail-loading" />}>
          <DetailView key={first} gkEngagementId={first} query={query} />
        </Suspense>
      )}
    </section>
  );
}
