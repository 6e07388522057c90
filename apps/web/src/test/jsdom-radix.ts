/**
 * Imported for its effect by tests that render Radix Select or Popover: the browser APIs they use
 * (pointer capture, scrolling the chosen item into view, ResizeObserver) that jsdom lacks.
 */
const proto = window.HTMLElement.prototype;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
