// The red mark of a connection profile marked "insecure, for lab use": shown on the profile, in the
// list, and in the header while it is the connection in use.
import { Badge } from '../../components/index.js';

export const INSECURE_TITLE =
  'Insecure, for lab use: this connection may send the client secret or access tokens unencrypted to another computer.';

export function InsecureBadge({ testId }: { testId?: string }) {
  return (
    <Badge tone="danger" title={INSECURE_TITLE} testId={testId}>
      insecure · lab use
    </Badge>
  );
}
