import { Outlet } from 'react-router';
import { PublicFrame } from '~/components/public-frame';

/** Public pages with a full hero: header, content, footer. */
export default function MarketingLayout() {
  return (
    <PublicFrame variant="marketing">
      <Outlet />
    </PublicFrame>
  );
}
