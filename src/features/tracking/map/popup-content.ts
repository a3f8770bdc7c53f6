/** One point's words in a map popup. */
export type PopupPoint = { id: number; title: string; detail: string };

/** A popup's words: each point's title and detail, one after the other, once per point; a scroll past six. */
export function popupContent(points: readonly PopupPoint[]): HTMLElement {
  const box = document.createElement('div');
  if (points.length > 6) Object.assign(box.style, { maxHeight: '240px', overflowY: 'auto' });
  const list = document.createElement('ul');
  Object.assign(list.style, { listStyle: 'none', margin: '0', padding: '0' });
  const seen = new Set<number>();
  for (const point of points) {
    if (seen.has(point.id)) continue;
    seen.add(point.id);
    const item = document.createElement('li');
    if (seen.size > 1) item.style.marginTop = '6px';
    const title = document.createElement('strong');
    title.textContent = point.title;
    const detail = document.createElement('div');
    detail.textContent = point.detail;
    item.append(title, detail);
    list.append(item);
  }
  box.append(list);
  return box;
}
