/** Whose an item is: their colour's swatch beside their name, so the colour is never the only cue. */
export function ProfessionalMark({ name }: { name: string }) {
  return (
    <span className="cc-item__who">
      <span className="cc-swatch" aria-hidden="true" />
      {name}
    </span>
  );
}
