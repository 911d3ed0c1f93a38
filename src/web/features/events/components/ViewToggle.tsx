import "../../../styles/month-grid.css";

/** List or Month: two pressed-or-not buttons, as the calendar's way of showing events. */
export function ViewToggle({ asMonth, onChange }: { asMonth: boolean; onChange: (asMonth: boolean) => void }) {
  return (
    <div className="view-toggle" role="group" aria-label="Show events as">
      <button type="button" className="view-toggle__option" aria-pressed={!asMonth} onClick={() => onChange(false)}>
        List
      </button>
      <button type="button" className="view-toggle__option" aria-pressed={asMonth} onClick={() => onChange(true)}>
        Month
      </button>
    </div>
  );
}
