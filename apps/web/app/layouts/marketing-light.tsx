import { Outlet } from 'react-router';
import { PublicFrame } from '~/components/public-frame';

/** SPEC's "light" layout: the same header and footer, a compact heading band, a pale page. */
export default function MarketingLightLayout() {
  return (
    <PublicFrame variant="light">
      <Outlet />
    </PublicFrame>
  );
}
