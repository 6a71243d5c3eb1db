pragma solidity ^0.5.17;

/// Compliance service for a regulated token: the token calls checkTransfer() on every transfer, and the compliance
/// officer maintains the investor list. The officer's multisig is also allowed to update the rules through a
/// relayer contract.
contract TransferCompliance {
    address public officer;
    mapping(address => bool) public accredited;
    mapping(address => uint256) public maxHolding;
    uint256 public defaultMax = 1000000;

    event Accredited(address investor, bool status);
    event MaxHoldingSet(address investor, uint256 max);

    constructor() public {
        officer = msg.sender;
    }

    function setAccredited(address investor, bool status) external {
        // <yes> <report> ACCESS_CONTROL
        require(tx.origin == officer, "officer only");
        accredited[investor] = status;
        emit Accredited(investor, status);
    }

    function setMaxHolding(address investor, uint256 max) external {
        require(msg.sender == officer, "officer only");
        maxHolding[investor] = max;
        emit MaxHoldingSet(investor, max);
    }

    function checkTransfer(address to, uint256 newBalance) external view returns (bool) {
        if (!accredited[to]) return false;
        uint256 cap = maxHolding[to] == 0 ? defaultMax : maxHolding[to];
        return newBalance <= cap;
    }
}
