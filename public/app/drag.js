// Dragging a card onto a player or another card (attackers onto the opponent, blockers onto an
// attacker), with pointer events so that a mouse, a pen and a finger all work. It only adds a
// way: every drag has a click and keyboard equivalent (the card and its target are buttons).
// An element offers a drag with `data-drag="<its id>"`; an element that may receive one has
// `data-drop="<key>"`. Elements may be redrawn during a drag: nothing here holds on to them.

/** A press that moves less than this is a click, not a drag (px). */
const THRESHOLD = 8;

/**
 * Lets cards inside `root` be dragged: `targetsOf(dragId)` gives a Map from drop keys to what a
 * drop there does (empty: not draggable now); `onDrag(dragId | null)` is told when a drag starts
 * and ends, so that the targets can be shown.
 */
export function enableDrag(root, { targetsOf, onDrag }) {
  let press = null;

  root.addEventListener("pointerdown", (e) => {
    if (press || (e.pointerType === "mouse" && e.button !== 0)) return;
    const source = e.target.closest?.("[data-drag]");
    if (!source || !root.contains(source)) return;
    const targets = targetsOf(source.dataset.drag);
    if (!targets.size) return;
    press = { id: source.dataset.drag, pointerId: e.pointerId, x: e.clientX, y: e.clientY, targets, source, ghost: null, over: null };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
  });

  function move(e) {
    if (e.pointerId !== press.pointerId) return;
    if (!press.ghost) {
      if (Math.hypot(e.clientX - press.x, e.clientY - press.y) < THRESHOLD) return;
      press.ghost = ghostOf(press.source);
      onDrag(press.id);
    }
    e.preventDefault();
    press.ghost.style.transform = `translate(${e.clientX + 6}px, ${e.clientY + 6}px)`;
    const over = dropAt(e.clientX, e.clientY);
    if (over !== press.over) {
      press.over?.classList.remove("drop-over");
      over?.classList.add("drop-over");
      press.over = over;
    }
  }

  function up(e) {
    if (e.pointerId !== press.pointerId) return;
    const dragged = press.ghost !== null;
    const drop = dragged ? press.targets.get(dropAt(e.clientX, e.clientY)?.dataset.drop) : null;
    end();
    if (!dragged) return; // a click: the button's own handler answers it
    // The click that may follow the release must not also toggle the card it landed on.
    const swallow = (c) => {
      c.stopPropagation();
      c.preventDefault();
    };
    window.addEventListener("click", swallow, { capture: true, once: true });
    setTimeout(() => window.removeEventListener("click", swallow, { capture: true }), 0);
    drop?.();
  }

  function cancel(e) {
    if (e.pointerId === press.pointerId) end();
  }

  function end() {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
    window.removeEventListener("pointercancel", cancel);
    press.over?.classList.remove("drop-over");
    const wasDragging = press.ghost !== null;
    press.ghost?.remove();
    press = null;
    if (wasDragging) onDrag(null);
  }

  /** The receiving element under the pointer where the drag may be dropped: the innermost
   * that takes it (an attacker let go over the defender's creature lands on the defender's side). */
  function dropAt(x, y) {
    for (let el = document.elementFromPoint(x, y)?.closest("[data-drop]"); el; el = el.parentElement?.closest("[data-drop]"))
      if (press.targets.has(el.dataset.drop)) return el;
    return null;
  }
}

/** A copy of the card that follows the pointer (hidden from assistive technology: the real
 * card stays where it is, and says what it does). */
function ghostOf(source) {
  const box = source.getBoundingClientRect();
  const ghost = source.cloneNode(true);
  ghost.removeAttribute("data-key");
  ghost.removeAttribute("id");
  ghost.setAttribute("aria-hidden", "true");
  ghost.inert = true;
  ghost.classList.add("drag-ghost");
  ghost.style.width = `${box.width}px`;
  document.body.append(ghost);
  return ghost;
}
