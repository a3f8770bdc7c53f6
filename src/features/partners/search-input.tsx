export { SEARCH_DEBOUNCE_MS, SearchInput } from '@/lib/ui/search-input';
