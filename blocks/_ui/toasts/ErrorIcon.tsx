/** The error toast's icon; its meaning is also given in words to screen readers. */
export function ErrorIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6.5v7" stroke="var(--toast-icon-mark, #fff)" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.4" fill="var(--toast-icon-mark, #fff)" />
    </svg>
  );
}
