// The lookup form loads when a page shows it (the lookup route, or a server without Browse), not
// with the queue, the console's first screen.
import { Suspense, lazy, type ComponentProps } from 'react';
import { LoadingState } from '../../components/index.js';
import type { LookupForm as Form } from './LookupForm.js';

const LookupForm = lazy(() => import('./LookupForm.js').then((m) => ({ default: m.LookupForm })));

export function LazyLookupForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LookupForm {...props} />
    </Suspense>
  );
}
