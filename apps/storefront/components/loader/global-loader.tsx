export function GlobalLoader() {
  return (
    <div
      className="global-loader"
      data-testid="global-loader"
      role="status"
      aria-live="polite"
      aria-label="Loading"
    >
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
