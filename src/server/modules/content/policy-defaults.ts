import { PAGES } from '../../../domain/pages/pages';
import type { PolicyInput, PolicySlug } from '../../../domain/policies/policies';

/** What the default texts say of the shop, from its settings in force (decision 0059). */
export type ShopFacts = {
  artistName: string;
  /** Whom shoppers write to; null when nobody is named (the texts then point to the FAQ's social links). */
  contactEmail: string | null;
  pickupAddress: string;
  pickupHours: string;
};

function writeTo(facts: ShopFacts): string {
  return facts.contactEmail
    ? `write to [${facts.contactEmail}](mailto:${facts.contactEmail})`
    : 'send us a message on any of the platforms linked at the foot of every page';
}

function pickup(facts: ShopFacts): string {
  if (!facts.pickupAddress)
    return 'Pickup is offered at checkout when the team can hand orders over in person.';
  const hours = facts.pickupHours ? ` (${facts.pickupHours})` : '';
  return `You can also collect your order free of charge at **${facts.pickupAddress}**${hours}: choose pickup at checkout and wait for the email saying it is ready.`;
}

function shipping(facts: ShopFacts): string {
  return `Every order from the official ${facts.artistName} shop is packed by the team and sent across Nigeria.

## Delivery
- Delivery is carried out by our delivery partner. The price and the expected delivery time for your address are worked out at checkout, before you pay, and shown on your order.
- Orders are usually packed within 2 working days. Items marked as a pre-order or a drop ship when the date shown on the product comes.
- You get an email when your order is on its way, and you can follow it at any time under **Track an order**.

## Pickup
${pickup(facts)}

## Something wrong?
If a parcel is late, damaged or not what you ordered, ${writeTo(facts)} with your order number and we will put it right.`;
}

function returns(facts: ShopFacts): string {
  return `We want you to love your merch. If something is not right, here is how it works.

## Returns
- You can return unworn, unwashed items with their tags within **7 days** of receiving them. To start a return, ${writeTo(facts)} with your order number and what you would like to return.
- Items made to order, personalised items and opened music (vinyl, CDs, cassettes) cannot be returned unless they arrived faulty.
- Unless the item was faulty or wrong, the cost of sending it back is yours.

## Faulty or wrong items
Tell us within 7 days of delivery, with a photo. We replace the item or refund it in full, delivery included.

## Refunds
- Refunds go back the way you paid: to your card or account for online payments, or by bank transfer for payment on delivery or pickup.
- We refund within **10 working days** of receiving the return; your bank may take a few more days to show it.
- A cancelled order that was already paid is refunded in full.`;
}

function privacy(facts: ShopFacts): string {
  return `${facts.artistName}'s official site and shop keep as little about you as they can, and only for as long as they need it. This notice follows the **Nigeria Data Protection Act 2023**.

## What we collect, and why
| What | Why | How long |
|---|---|---|
| Your order: name, email, phone, delivery address, what you bought and how you paid | To deliver your order, answer your questions and keep the accounts the law asks for | 6 years, as tax law requires |
| Your email on the newsletter, with when and where you agreed | To send the news you asked for | Until you unsubscribe |
| Your email on a notify-me list for a product | To send one email when it is back or goes on sale | Until that email is sent, or you leave the list |
| Your email and bag when you ask for a checkout reminder | To send one reminder about items left in your bag | Until the reminder is sent or you order; at most 7 days |

We do not sell your data. Payments are handled by our payment provider, which never gives us your card details. Your delivery address and phone number are shared with our delivery partner only to deliver your order. The site sets one cookie for staff sign-in and none for tracking; your bag is kept in your own browser.

## Your rights
Under the Nigeria Data Protection Act you can ask:
- for a **copy** of everything we hold about you;
- for a **correction** of anything wrong;
- for it to be **erased**, except what the law obliges us to keep (orders, for tax);
- to **object** to, or withdraw consent for, marketing: every email has an unsubscribe link.

To ask, ${writeTo(facts)} from the address you used with us. We answer within 30 days. If you are not satisfied, you may complain to the Nigeria Data Protection Commission.`;
}

function terms(facts: ShopFacts): string {
  return `These terms apply to every order placed on the official ${facts.artistName} shop.

## Orders
- Placing an order is an offer to buy. It is accepted when we confirm it by email; we may cancel an order if an item turns out to be out of stock or wrongly priced, and refund anything paid.
- Prices are in Naira and include VAT where it applies. The delivery price is shown at checkout before you pay.

## Payment
Pay online through our payment provider, or on delivery or pickup where that is offered at checkout. An order paid on delivery must be paid when it is handed over.

## Delivery, returns and refunds
Delivery is described on the [Shipping](/shipping) page; returns and refunds on the [Returns & refunds](/returns) page. Nothing in these terms takes away your rights under the Federal Competition and Consumer Protection Act.

## Your data
How we use your details is explained in the [Privacy](/privacy) notice.

## Contact
For anything about an order, ${writeTo(facts)}.`;
}

function faq(facts: ShopFacts): string {
  return `## Where is my order?
Use **[Track an order](/orders/lookup)** with your order number and email. You also get an email at each step.

## How long does delivery take?
The expected time for your address is shown at checkout. See [Shipping](/shipping).

## Can I return something?
Yes, unworn items within 7 days. See [Returns & refunds](/returns).

## Will you restock a sold-out size?
Often. Use **Notify me** on the product page and we send you one email when it is back.

## Contact
For orders, returns and questions, ${writeTo(facts)}.`;
}

const TEXTS: Record<PolicySlug, (facts: ShopFacts) => string> = { shipping, returns, privacy, terms, faq };

/** A page's default title and text, written from the shop's facts as they are now. */
export function defaultPolicy(slug: PolicySlug, facts: ShopFacts): PolicyInput {
  return { title: PAGES[slug].title, markdown: TEXTS[slug](facts) };
}
