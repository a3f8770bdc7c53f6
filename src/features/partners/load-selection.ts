export { detailsHref, LOAD_SELECTION_KEYS, rememberLoadSelection, shipmentsHref } from '@/lib/load-selection';
