import { formatNaira } from '../../../domain/shared/money';

/** The simulator's checkout page: what a shopper sees on Paystack, minus the card form. */
export type CheckoutPageTransaction = {
  accessCode: string;
  reference: string;
  email: string;
  amount: number;
  status: string;
  callbackUrl: string | null;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const style = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f5f7;
    font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#14181f}
  main{width:min(92vw,400px);background:#fff;border-radius:12px;padding:28px 24px;
    box-shadow:0 8px 30px rgba(20,24,31,.08)}
  .test{display:inline-block;font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;
    color:#8a5a00;background:#fff4d6;border-radius:999px;padding:2px 10px}
  h1{font-size:15px;font-weight:500;color:#5b6472;margin:16px 0 4px}
  .amount{font-size:34px;font-weight:700;margin:0}
  dl{margin:20px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 14px;font-size:14px}
  dt{color:#5b6472}dd{margin:0;word-break:break-all}
  form{margin:0}
  button,a.button{display:block;width:100%;border:0;border-radius:8px;padding:13px;font:inherit;
    font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#0ba4db;color:#fff;margin-bottom:10px}.pay:hover{background:#0890c1}
  .cancel{background:transparent;color:#5b6472}.cancel:hover{color:#14181f;text-decoration:underline}
  button:focus-visible,a:focus-visible{outline:3px solid #14181f;outline-offset:2px}
  p.note{font-size:13px;color:#5b6472;margin:18px 0 0;text-align:center}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage(tx: CheckoutPageTransaction): string {
  const amount = formatNaira(tx.amount);
  const action = `/checkout/${encodeURIComponent(tx.accessCode)}`;
  const details = `<dl><dt>Email</dt><dd>${escapeHtml(tx.email)}</dd>
    <dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd></dl>`;
  if (tx.status !== 'ongoing') {
    const back = tx.callbackUrl
      ? `<a class="button pay" href="${escapeHtml(tx.callbackUrl)}">Return to the shop</a>`
      : '';
    return page(
      `Payment ${tx.status}`,
      `<span class="test">Test mode</span><h1>This payment is ${escapeHtml(tx.status)}</h1>
      <p class="amount">${amount}</p>${details}${back}`,
    );
  }
  return page(
    `Pay ${amount}`,
    `<span class="test">Test mode</span><h1>Paystack simulator</h1>
    <p class="amount">${amount}</p>${details}
    <form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${amount}</button></form>
    <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel payment</button></form>
    <p class="note">No money moves: this page stands in for Paystack's checkout.</p>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Payment not found',
    '<span class="test">Test mode</span><h1>This payment link is not valid.</h1>',
  );
}
