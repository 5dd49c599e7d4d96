// The connections screen: pick a profile, test it, change the Embedded demo role, add a profile.
import { expect, type Locator } from '@playwright/test';
import type { ConsolePage } from './ConsolePage.js';

export interface NewProfile {
  name: string;
  endpoint: string;
  tokenUrl: string;
  clientId: string;
  secret?: string;
  scopeId?: string;
}

export class ConnectionsPage {
  constructor(readonly console: ConsolePage) {}

  private get page() {
    return this.console.page;
  }

  async open(): Promise<this> {
    await this.console.goTo('connections');
    return this;
  }

  profile(id: string): Locator {
    return this.page.getByTestId(`conn-${id}`);
  }

  async select(id: string): Promise<void> {
    await this.profile(id).click();
    await expect(this.page.getByTestId('profile-detail')).toBeVisible();
  }

  /** Runs Test on the shown profile and returns the role it reports. */
  async test(): Promise<string> {
    await this.page.getByTestId('detail-test').click();
    const role = this.page.getByTestId('test-role');
    await expect(role).toBeVisible();
    return (await role.textContent()) ?? '';
  }

  async setDemoRole(role: 'analyst' | 'support' | 'admin' | 'service'): Promise<void> {
    await this.page.getByTestId('demo-role').selectOption(role);
    await expect(this.page.getByTestId('demo-role')).toHaveValue(role);
  }

  async add(p: NewProfile): Promise<void> {
    await this.page.getByTestId('conn-new').click();
    await this.page.getByTestId('input-name').fill(p.name);
    await this.page.getByTestId('input-endpoint').fill(p.endpoint);
    await this.page.getByTestId('input-tokenUrl').fill(p.tokenUrl);
    await this.page.getByTestId('input-clientId').fill(p.clientId);
    if (p.secret) await this.page.getByTestId('input-secret').fill(p.secret);
    if (p.scopeId) await this.page.getByTestId('input-defaultScopeId').fill(p.scopeId);
    await this.page.getByTestId('form-save').click();
    await expect(this.page.getByTestId('detail-name')).toHaveText(p.name);
  }
}
