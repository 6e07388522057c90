/** Grey placeholder rows while a list loads (docs/product/look-and-feel.md#fast-feels-fast: skeletons, not spinners). */
export function SkeletonRows({ count = 5, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="skeleton-list">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="row row--skeleton" aria-hidden="true">
          <span className="avatar skeleton" />
          <span className="row__main">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </span>
        </div>
      ))}
    </div>
  );
}
