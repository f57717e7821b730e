// A tiny element builder: h("button", { class: "x", onclick }, "text", child). Strings become
// text nodes (never HTML), so names and card text from the API cannot inject markup.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") el.addEventListener(key.slice(2), value);
    else if (key === "class") el.className = Array.isArray(value) ? value.filter(Boolean).join(" ") : value;
    else if (key === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const child of children) {
    if (child === undefined || child === null || child === false) continue;
    if (Array.isArray(child)) append(el, child);
    else el.append(child instanceof Node ? child : String(child));
  }
}

/** Replaces a container's content, keeping keyboard focus on the element with the same
 * data-key (and each disclosure's open state) (a re-render must not throw a keyboard user back to the top of the page). */
export function replaceKeepingFocus(container, ...children) {
  const focusedKey = document.activeElement?.closest?.("[data-key]")?.dataset.key;
  // Disclosures (<details data-key>) stay open or closed across a re-render.
  const open = new Set([...container.querySelectorAll("details[data-key][open]")].map((d) => d.dataset.key));
  container.replaceChildren(...children.flat().filter(Boolean));
  for (const d of container.querySelectorAll("details[data-key]")) d.open = open.has(d.dataset.key);
  if (!focusedKey) return;
  const again = container.querySelector(`[data-key="${CSS.escape(focusedKey)}"]`);
  if (again) again.focus({ preventScroll: true });
}
