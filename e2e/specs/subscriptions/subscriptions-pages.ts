import type { Locator, Page } from '@playwright/test';
import { AppExamplePage } from '../../fixtures';
import { HostedPage } from '../../fixtures/pages/hosted-page';

/** /subscriptions: the public plans, the login or member panel, and the checkout's outcome. */
export class SubscriptionsPage extends AppExamplePage {
  readonly plans = this.page.getByTestId('plan');
  readonly loginPanel = this.page.getByTestId('subscriptions-login');
  readonly loginButton = this.loginPanel.getByRole('button', { name: 'Log in', exact: true });
  readonly buyButtons = this.page.getByRole('button', { name: /^Buy/ });
  readonly confirmation = this.page.getByTestId('plan-purchase-confirmation');
  readonly purchasedPlan = this.confirmation.getByTestId('plan-purchase-name');
  readonly purchaseStatus = this.confirmation.getByTestId('plan-purchase-status');
  readonly error = this.page.getByTestId('subscriptions-error');

  constructor(page: Page) {
    super(page, '/subscriptions');
  }

  plan(name: string): Locator {
    return this.plans.filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** The plan's Buy button: "Buy", or "Buy again" for a plan the member holds. */
  buy(name: string): Locator {
    return this.plan(name).getByRole('button', { name: new RegExp(`^Buy( again)? ${name}$`) });
  }

  /** Opens /subscriptions and presses the plan's Buy: to the hosted checkout, or the premium dialog. */
  async startBuying(name: string): Promise<void> {
    await this.goto();
    await this.buy(name).click();
  }

  /** Why the member cannot buy the plan again, next to its disabled Buy button. */
  limitReached(name: string): Locator {
    return this.plan(name).getByTestId('plan-limit-reached');
  }

  /** The note beside "Buy again" of a plan the member holds. */
  buyAgainNote(name: string): Locator {
    return this.plan(name).getByTestId('plan-buy-again-note');
  }

  orderStatus(name: string): Locator {
    return this.plan(name).getByTestId('plan-order-status');
  }
}

/** The platform's hosted plans checkout: the plan, and the test pay / decline choice when paid. */
export class HostedPlansCheckoutPage extends HostedPage {
  readonly submit = this.page.getByRole('button', { name: /^(Buy plan|Get this plan)/ });
  /** The section heading apps' tests wait on, on the real platform's page too. */
  readonly summary = this.sectionHeading('Order summary');

  async pay(outcome: 'pay' | 'decline'): Promise<void> {
    await this.choosePaymentRadio(outcome);
    await this.submit.click();
  }
}

/** Seeded demo plans (apps/platform/src/seed/pricing-plans.ts). */
export const COMMUNITY = 'Community';
export const MONTHLY = 'Monthly Membership';
export const YEARLY = 'Yearly Membership';
export const CLASS_PASS = '10-Class Pass';
export const STAFF = 'Staff Plan';
