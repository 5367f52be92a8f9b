/** The word "Baffle" spelled on dice; decorative, so the heading text carries the name. */
export function Logo({ small }: { small?: boolean }) {
  return (
    <h1 class={small ? "logo small" : "logo"} aria-label="Baffle">
      {[..."BAFFLE"].map((c, i) => (
        <span key={i} class="logo-die" aria-hidden="true" style={{ "--tilt": `${((i * 37) % 9) - 4}deg` }}>
          {c}
        </span>
      ))}
    </h1>
  );
}
