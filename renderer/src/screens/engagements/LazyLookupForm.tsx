// The lookup form and the lookup route load when a page shows them (the lookup route, or a server
// without Browse), not with the queue, the console's first screen.
import { Suspense, lazy, type ComponentProps } from 'react';
import { LoadingState } from '../../components/index.js';
import type { LookupForm as Form, LookupRoute as Route } from './LookupForm.js';

const LookupForm = lazy(() => import('./LookupForm.js').then((m) => ({ default: m.LookupForm })));
const LookupRoute = lazy(() => import('./LookupForm.js').then((m) => ({ default: m.LookupRoute })));

export function LazyLookupForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LookupForm {...props} />
    </Suspense>
  );
}

export function LazyLookupRoute(props: ComponentProps<typeof Route>) {
  return (
    <Suspense fallback={<LoadingState label={`Looking up ${props.text}…`} testId="eng-lookup-route-loading" />}>
      <LookupRoute {...props} />
    </Suspense>
  );
}
