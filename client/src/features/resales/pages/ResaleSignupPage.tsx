import { Card, Heading, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../paths.js';
import { useFeedback } from '../../../ui/feedback.js';
import { LoadingOverlay } from '../../../ui/LoadingOverlay.js';
import { cnpjCharsOf, digitsOf, formatCep } from '../../../ui/masks.js';
import { isCnpj, isCnpjComplete } from '../../cnpj/cnpj.js';
import { useCnpjLookup } from '../../cnpj/hooks/useCnpjLookup.js';
import { NOT_INFORMED } from '../../opportunities/model.js';
import { PublicLayout } from '../../shell/components/PublicLayout.js';
import { RegistrationProgress } from '../components/RegistrationProgress.js';
import { ResaleCompanyStep } from '../components/ResaleCompanyStep.js';
import { ResaleUserStep } from '../components/ResaleUserStep.js';
import { EMPTY_COMPANY, type ResaleCompanyValues, useResaleCompanyForm } from '../forms/useResaleCompanyForm.js';
import { useResaleUserForm } from '../forms/useResaleUserForm.js';
import { useRegisterResale } from '../hooks/useRegisterResale.js';
import { resaleMessages as m } from '../messages/signup.js';

/** /Registration: a reseller signs itself up in two steps (spec sections 2 and 5). */
export function ResaleSignupPage() {
  const navigate = useNavigate();
  const feedback = useFeedback();
  const [step, setStep] = useState<1 | 2>(1);
  const userForm = useResaleUserForm();
  const companyForm = useResaleCompanyForm();
  const { lookup, loading: looking } = useCnpjLookup();
  const lastLookup = useRef('');

  const { register, submitting, waitingRetry } = useRegisterResale({
    onEmailTaken: (message) => {
      setStep(1);
      userForm.setError('email', { message });
    },
    // Step 1 is on screen again by the time the "Ops!" modal has closed.
    focusEmail: () => userForm.setFocus('email'),
    onCnpjTaken: (message) => companyForm.setError('cnpj', { message }, { shouldFocus: true }),
  });

  const fillCompany = (values: Omit<ResaleCompanyValues, 'cnpj'>) => {
    for (const [name, value] of Object.entries(values)) {
      companyForm.setValue(name as keyof typeof values, value, { shouldValidate: true });
    }
  };

  /** Looks the company up once per complete, valid CNPJ; an incomplete one empties the company fields. */
  const onCnpjChange = async (masked: string) => {
    // A message about the previous value (invalid, already registered) no longer applies to this one.
    companyForm.clearErrors('cnpj');
    if (!isCnpjComplete(masked)) {
      lastLookup.current = '';
      fillCompany(EMPTY_COMPANY);
      return;
    }
    if (!isCnpj(masked)) {
      companyForm.setError('cnpj', { message: m.invalidCnpj });
      return;
    }
    const chars = cnpjCharsOf(masked);
    if (lastLookup.current === chars) return;
    lastLookup.current = chars;
    const result = await lookup(chars);
    if (lastLookup.current !== chars) return;
    if (!result.ok) {
      lastLookup.current = '';
      fillCompany(EMPTY_COMPANY);
      feedback.showError(result.message);
      return;
    }
    const c = result.company;
    fillCompany({
      corporateName: c.corporateName,
      fantasyName: c.fantasyName || NOT_INFORMED,
      cep: formatCep(c.cep),
      city: c.city ?? '',
      state: c.state ?? '',
      street: c.street ?? '',
    });
  };

  const submit = (company: ResaleCompanyValues) => {
    const user = userForm.getValues();
    const cep = digitsOf(company.cep);
    register({
      email: user.email.trim(),
      contactName: user.contactName.trim(),
      phone: digitsOf(user.phone),
      cnpj: cnpjCharsOf(company.cnpj),
      corporateName: company.corporateName,
      fantasyName: company.fantasyName,
      street: company.street || null,
      city: company.city || null,
      state: company.state || null,
      cep: /^0{8}$/.test(cep) ? null : cep,
    });
  };

  return (
    <PublicLayout maxW="xl">
      <Stack gap="6">
        <Heading as="h1" size="xl">
          {m.pageTitle}
        </Heading>
        <RegistrationProgress step={step} />
        <Card.Root>
          <Card.Body>
            {step === 1 ? (
              <ResaleUserStep form={userForm} onNext={() => setStep(2)} onBack={() => navigate(PATHS.login)} />
            ) : (
              <ResaleCompanyStep
                form={companyForm}
                looking={looking}
                submitting={submitting}
                onCnpjChange={onCnpjChange}
                onSubmit={submit}
                onBack={() => setStep(1)}
              />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
      <LoadingOverlay open={waitingRetry} />
    </PublicLayout>
  );
}
