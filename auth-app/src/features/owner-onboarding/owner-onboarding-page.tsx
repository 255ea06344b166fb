import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { selectSessionRole, selectSessionUser, useAppSelector } from 'shared-api';
import { AuthLayout, PageHeading, PropertyForm, StageLabels } from 'shared-ui';
import { PersonalDetailsForm } from './personal-details-form';

const stages = ['Sign up', 'Personal Details', 'Add property'] as const;
type Stage = (typeof stages)[number];

/** After registration: the owner's phone, then their first property; signing up is behind them. */
export function OwnerOnboardingPage() {
  const owner = useAppSelector(selectSessionUser);
  const role = useAppSelector(selectSessionRole);
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>('Personal Details');

  if (!owner || role !== 'owner') return <Navigate to="/owner/signin" replace />;

  return (
    <AuthLayout>
      <StageLabels stages={stages} currentIndex={stages.indexOf(stage)} label="Onboarding" />
      {stage === 'Personal Details' ? (
        <PersonalDetailsForm owner={owner} onSaved={() => setStage('Add property')} />
      ) : (
        <>
          <PageHeading
            title="List your first property"
            description="Add the property you want to lease: its address, units and monthly rent."
          />
          <PropertyForm onCreated={() => navigate('/')} />
        </>
      )}
    </AuthLayout>
  );
}
