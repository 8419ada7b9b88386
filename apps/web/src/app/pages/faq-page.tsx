import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { PageBody, PageHeader } from '../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { FAQ_SECTIONS } from './faq-content.ts';

export function FaqPage() {
  useDocumentTitle('Frequently asked questions');
  return (
    <>
      <PageHeader eyebrow="Help" title="Frequently asked questions">
        Rewards, cancellations, price match and travel credits, answered.
      </PageHeader>
      <PageBody narrow>
        {FAQ_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mb-10">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold text-brand-900">
              {section.title}
            </h2>
            <DisclosureGroup
              allowsMultipleExpanded
              className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
            >
              {section.items.map((item) => (
                <Disclosure key={item.q} className="group">
                  <Heading level={3}>
                    <Button
                      slot="trigger"
                      className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-600"
                    >
                      {item.q}
                      <ChevronDownIcon className="size-5 shrink-0 text-brand-700 transition-transform group-data-[expanded]:rotate-180" />
                    </Button>
                  </Heading>
                  <DisclosurePanel className="px-5 text-slate-700 group-data-[expanded]:pb-5">
                    {item.a.map((p) => (
                      <p key={p} className="mt-2 first:mt-0">
                        {p}
                      </p>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              ))}
            </DisclosureGroup>
          </section>
        ))}
      </PageBody>
    </>
  );
}
