package detector

import "github.com/vigilsec/vigil/analysis"

// memoPanic is what a model keeps, in place of a value, for a computation that panicked: the panic's value.
type memoPanic struct {
	p any
}

// memo returns compute's result for key, computed once per model and shared by every detector that asks,
// even on other goroutines. A panic in compute is raised again in every caller, so that each detector that
// needed the value fails as it would have failed computing the value itself. key must be a value of a type
// declared for this purpose, so that two questions never share a key.
func memo[T any](m *analysis.Model, key any, compute func() T) T {
	if m == nil {
		return compute()
	}
	return memoValue[T](m.Memo(key, memoCompute(compute)))
}

// memoSlot is memo for a question of the whole model asked often enough to take a slot of its own.
func memoSlot[T any](m *analysis.Model, slot analysis.MemoSlot, compute func() T) T {
	if m == nil {
		return compute()
	}
	return memoValue[T](m.MemoSlot(slot, memoCompute(compute)))
}

// memoFunc is memo for a question about one function, in the function's own slot.
func memoFunc[T any](f *analysis.Function, slot analysis.MemoSlot, compute func() T) T {
	if f.Model() == nil {
		return compute()
	}
	return memoValue[T](f.Memo(slot, memoCompute(compute)))
}

// memoCompute wraps compute to keep its result, as it is (most results are pointers or maps, which an
// interface holds without an allocation of its own; a slice costs its header, as the wrapper did), or its panic
// (memoPanic).
func memoCompute[T any](compute func() T) func() any {
	return func() (out any) {
		defer func() {
			if p := recover(); p != nil {
				out = &memoPanic{p}
			}
		}()
		return compute()
	}
}

// memoValue returns the memoised value, or raises its panic again.
func memoValue[T any](v any) T {
	if p, ok := v.(*memoPanic); ok {
		panic(p.p)
	}
	if v == nil { // the nil of an interface type T
		var zero T
		return zero
	}
	return v.(T)
}
