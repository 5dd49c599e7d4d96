// Component tests run without vitest globals, so Testing Library cannot register its own cleanup:
// unmount what each test rendered here, once for every file.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
