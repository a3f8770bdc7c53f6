import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/Messages')({ component: () => null });
