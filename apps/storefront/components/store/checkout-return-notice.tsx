import styles from './store.module.css';

/** Back from the hosted checkout without an order: nothing was charged and the cart is as it was. */
export function CheckoutReturnNotice({ status }: { status?: string }) {
  const reason = status ? status.toLowerCase().replaceAll('_', ' ') : 'not completed';
  return (
    <p
      className={`panel ${styles.notice}`}
      role="status"
      data-testid="checkout-declined"
      data-payment-status={status}
    >
      Payment {reason}: no order was placed. Your cart is still here, ready for another try.
    </p>
  );
}
