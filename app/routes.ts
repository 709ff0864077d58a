import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { adminPaths, legalSlugs, paths, productSlugs } from "./paths.ts";

/** Exactly the route table of the specification; one module per page type. */
export default [
  index("routes/home.tsx"),
  route(paths.enquiry, "routes/enquiry.tsx"),
  route(paths.application, "routes/application.tsx"),
  route(paths.resumeDraft(":token"), "routes/application-resume.tsx"),
  route(paths.results, "routes/results.tsx"),
  route(paths.resultsDocuments, "routes/results-documents.ts"),
  // "Lost your link?", and the applicant's own page opened by the secret link in their mails.
  route(paths.track, "routes/track.tsx"),
  route(paths.trackApplication(":token"), "routes/track-application.tsx"),
  route(paths.trackDocuments(":token"), "routes/track-application-documents.ts"),
  route(paths.businessLoans, "routes/business-loans.tsx"),
  ...productSlugs.map((slug) =>
    route(paths.product(slug), "routes/product.tsx", { id: `product-${slug}` }),
  ),
  route(paths.guides, "routes/guides.tsx"),
  route(paths.blogs, "routes/blogs.tsx"),
  route(paths.successStories, "routes/success-stories.tsx"),
  route(paths.referralProgram, "routes/referral-program.tsx"),
  route(paths.referralJoin, "routes/referral-join.tsx"),
  route(paths.meetTheTeam, "routes/meet-the-team.tsx"),
  route(paths.aboutUs, "routes/about-us.tsx"),
  route(paths.contact, "routes/contact.tsx"),
  route(paths.faq, "routes/faq.tsx"),
  route(paths.documentPreparation, "routes/document-preparation.tsx"),
  ...legalSlugs.map((slug) =>
    route(paths.legal(slug), "routes/legal.tsx", { id: `legal-${slug}` }),
  ),
  route(paths.cookiesPolicy, "routes/cookies-policy.tsx"),
  route(paths.accessibility, "routes/accessibility.tsx"),
  route(paths.socialMediaLanding, "routes/social-media-landing.tsx"),
  route("/industries/:sector", "routes/sector.tsx"),
  // The back office: server-rendered for signed-in users only, never prerendered.
  route(adminPaths.signIn, "routes/admin-sign-in.tsx"),
  route(adminPaths.signOut, "routes/admin-sign-out.ts"),
  route(adminPaths.exportCsv, "routes/admin-export.ts"),
  route(adminPaths.personExport, "routes/admin-person-export.ts"),
  route(adminPaths.commissionCsv, "routes/admin-commission-export.ts"),
  route(
    adminPaths.introducerStatementCsv(":introducerId"),
    "routes/admin-introducer-statement-export.ts",
  ),
  route("/admin/documents/:documentId", "routes/admin-document.ts"),
  layout("routes/admin.tsx", [
    route(adminPaths.inbox, "routes/admin-inbox.tsx"),
    route(adminPaths.myDay, "routes/admin-my-day.tsx"),
    route(adminPaths.dashboard, "routes/admin-dashboard.tsx"),
    // Before the lead's own page, whose `:leadId` would otherwise take "new".
    route(adminPaths.newLead, "routes/admin-lead-new.tsx"),
    route("/admin/leads/:leadId", "routes/admin-lead.tsx"),
    route(adminPaths.users, "routes/admin-users.tsx"),
    route(adminPaths.outbox, "routes/admin-outbox.tsx"),
    route(adminPaths.dataProtection, "routes/admin-data-protection.tsx"),
    route(adminPaths.audit, "routes/admin-audit.tsx"),
    route(adminPaths.commission, "routes/admin-commission.tsx"),
    route(adminPaths.lenders, "routes/admin-lenders.tsx"),
    route(adminPaths.introducers, "routes/admin-introducers.tsx"),
    route(adminPaths.introducer(":introducerId"), "routes/admin-introducer.tsx"),
    route(adminPaths.profile, "routes/admin-profile.tsx"),
    route("/admin/*", "routes/admin-not-found.tsx"),
  ]),
  route("/sitemap.xml", "routes/sitemap.ts"),
  route("/robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
