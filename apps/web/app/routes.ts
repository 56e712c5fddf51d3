import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of SPEC §2, grouped by layout. Builders for these paths live in lib/paths.ts.
export default [
  layout('layouts/marketing.tsx', [
    index('features/marketing/home-page.tsx'),
    route('employers', 'features/marketing/employers-page.tsx'),
    route('learning-providers', 'features/marketing/learning-providers-page.tsx'),
    route('learners', 'features/marketing/learners-page.tsx'),
    route('join-the-community', 'features/signup/join-community-page.tsx'),
    route('employee-signup', 'features/signup/employee-signup-page.tsx'),
    route('news/:id/:title', 'features/news/article-page.tsx'),
    route('about', 'features/marketing/about-page.tsx'),
    route('what-is-tech-industry-gold', 'features/marketing/tig-page.tsx'),
    route('privacy', 'features/marketing/privacy-page.tsx'),
    route('terms', 'features/marketing/terms-page.tsx'),
    route('accessibility', 'features/marketing/accessibility-page.tsx'),
    route('contact', 'features/marketing/contact-page.tsx'),
    route('employer', 'features/marketing/partner-employer-page.tsx'),
    route('talent', 'features/marketing/partner-talent-page.tsx'),
    // Everything unmatched, `/404` included: the 404 page with HTTP status 404.
    route('*', 'features/errors/not-found-page.tsx'),
  ]),

  layout('layouts/marketing-light.tsx', [
    route('join-employers', 'features/signup/join-employers-page.tsx'),
    route('get-accredited', 'features/signup/get-accredited-page.tsx'),
    route('registered', 'features/signup/registered-page.tsx'),
    route('news', 'features/news/news-page.tsx'),
    route('news/:tag_name', 'features/news/news-tag-page.tsx'),
    route('courses', 'features/courses/course-finder-page.tsx'),
    route('course/:id', 'features/courses/course-page.tsx'),
    route('submitted', 'features/signup/form-submitted-page.tsx'),
    route('newsletter/:action/:token', 'features/newsletter/newsletter-link-page.tsx'),
    route('newsletter/issue/:month', 'features/newsletter/newsletter-issue-page.tsx'),
    route('credential/:public_id', 'features/credentials/credential-verification-page.tsx'),
  ]),

  layout('layouts/empty.tsx', [
    route('login', 'features/auth/login-page.tsx'),
    route('logout', 'features/auth/logout-page.tsx'),
    route('set-password/:user_id/:code', 'features/auth/set-password-page.tsx'),
  ]),

  // Login required: the member layout's loader redirects to /login when there is no session.
  layout('layouts/member.tsx', [
    layout('layouts/app.tsx', [
      route('dashboard', 'features/dashboard/dashboard-page.tsx'),
      route('platform/insights', 'features/insights/insights-page.tsx'),
      route('platform/employers', 'features/employers/employers-page.tsx'),
      route(
        'platform/learning-providers',
        'features/learning-providers/learning-providers-page.tsx',
      ),
      route('events', 'features/events/events-page.tsx'),
      route('event/:id', 'features/events/event-page.tsx'),
      route('mentors', 'features/careers/mentors-page.tsx'),
      route('jobs', 'features/careers/jobs-page.tsx'),
      route('credentials', 'features/credentials/credentials-page.tsx'),
      route('my-insights', 'features/insights/my-insights-page.tsx'),
      route('notifications', 'features/notifications/notifications-page.tsx'),
      route('account', 'features/account/account-page.tsx'),
      route('account/privacy', 'features/privacy/privacy-page.tsx'),
      route('account/privacy/download/:id/:token', 'features/privacy/download-page.tsx'),
      route('user/:id', 'features/users/user-page.tsx'),
      route('employer/:id', 'features/employers/employer-page.tsx'),
      route('learning-provider/:id', 'features/learning-providers/learning-provider-page.tsx'),
      route('insight/:id', 'features/insights/insight-page.tsx'),
      route('dayone', 'features/dayone/dayone-page.tsx'),
    ]),

    layout('layouts/app-no-search.tsx', [
      route('insight/edit/:id/:key', 'features/insights/edit-insight-page.tsx'),
    ]),
  ]),

  // The staff console: staff only (layouts/admin.tsx). Its pages, components and endpoint
  // modules are imported nowhere else, so none of it reaches a member's or a visitor's bundle.
  layout('layouts/admin.tsx', [
    route('admin', 'features/admin/dashboard/dashboard-page.tsx'),
    route('admin/members', 'features/admin/members/members-page.tsx'),
    route('admin/members/:id', 'features/admin/members/member-page.tsx'),
    route('admin/staff', 'features/admin/staff/staff-page.tsx'),
    route('admin/reviews', 'features/admin/reviews/reviews-page.tsx'),
    route('admin/reviews/:id', 'features/admin/reviews/review-page.tsx'),
    route('admin/enquiries', 'features/admin/enquiries/enquiries-page.tsx'),
    route('admin/enquiries/:id', 'features/admin/enquiries/enquiry-page.tsx'),
    route('admin/organisations', 'features/admin/organisations/organisations-page.tsx'),
    route('admin/organisations/new', 'features/admin/organisations/new-organisation-page.tsx'),
    route('admin/organisations/:kind/:id', 'features/admin/organisations/organisation-page.tsx'),
    route('admin/rights-requests', 'features/admin/rights/rights-requests-page.tsx'),
    route('admin/rights-requests/new', 'features/admin/rights/new-rights-request-page.tsx'),
    route('admin/rights-requests/:id', 'features/admin/rights/rights-request-page.tsx'),
    route('admin/equality', 'features/admin/rights/equality-page.tsx'),
    route('admin/courses', 'features/admin/courses/courses-page.tsx'),
    route('admin/courses/new', 'features/admin/courses/new-course-page.tsx'),
    route('admin/courses/:id', 'features/admin/courses/course-page.tsx'),
    route('admin/events', 'features/admin/events/events-page.tsx'),
    route('admin/events/new', 'features/admin/events/new-event-page.tsx'),
    route('admin/events/:id', 'features/admin/events/event-page.tsx'),
    route('admin/insights', 'features/admin/insights/insights-page.tsx'),
    route('admin/subscribers', 'features/admin/subscribers/subscribers-page.tsx'),
    route('admin/newsletter', 'features/admin/newsletter/newsletters-page.tsx'),
    route('admin/newsletter/:id', 'features/admin/newsletter/newsletter-page.tsx'),
    route('admin/audit', 'features/admin/audit/audit-page.tsx'),
  ]),
] satisfies RouteConfig;
