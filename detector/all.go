package detector

// All returns every detector, in a fixed order. It is the one list of detectors: there is no registration.
func All() []*Detector {
	return []*Detector{
		ReentrancyEth,
		ReentrancyNoEth,
		ReentrancyLimitedGas,
		UncheckedLowLevelCall,
		UnprotectedEtherWithdrawal,
		TxOriginAuth,
		TimestampDependence,
		IntegerOverflow,
		TxOrderDependence,
		UnprotectedSelfdestruct,
		DelegatecallUserControlled,
		StrictBalanceEquality,
		WeakRandomness,
		UncheckedERC20Transfer,
		MsgValueInLoop,
		DoSFailedCall,
		DoSUnboundedLoop,
		ArbitrarySendEth,
		ControlledArrayLength,
		ArbitraryStorageWrite,
		UninitializedStoragePointer,
		UninitializedState,
		// Declaration-, version- and expression-level detectors.
		DefaultFunctionVisibility,
		DefaultStateVisibility,
		StateVariableShadowing,
		LocalShadowing,
		BuiltinShadowing,
		LockedEther,
		DeprecatedConstructs,
		FloatingPragma,
		OutdatedPragma,
		RTLOCharacter,
		Tautology,
		DivideBeforeMultiply,
		EncodePackedCollision,
		AssertStateChange,
	}
}
