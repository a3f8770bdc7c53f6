import { createFileRoute } from '@tanstack/react-router';

// Filled in by issue 5 (this session): the route exists so the route tree is generated once.
export const Route = createFileRoute('/_app/shipper/Loads/$id/detail')({ component: () => null });
