// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;

library Clones {
    function clone(address implementation) internal returns (address instance) {
        assembly {
            let ptr := mload(0x40)
            mstore(ptr, 0x3d602d80600a3d3981f3363d3d373d3d3d363d73000000000000000000000000)
            mstore(add(ptr, 0x14), shl(0x60, implementation))
            mstore(add(ptr, 0x28), 0x5af43d82803e903d91602b57fd5bf30000000000000000000000000000000000)
            instance := create(0, ptr, 0x37)
        }
        require(instance != address(0), "ERC1167: create failed");
    }
}

contract SplitWallet {
    address public factory;
    address public controller;
    address[] public payees;
    uint256[] public shares;
    uint256 public totalShares;
    bool private initialized;

    constructor() {
        // The implementation itself can never be initialised, only its clones.
        initialized = true;
    }

    function initialize(address _controller, address[] calldata _payees, uint256[] calldata _shares) external {
        require(!initialized, "initialized");
        require(_payees.length == _shares.length && _payees.length > 0 && _payees.length <= 20, "payees");
        initialized = true;
        factory = msg.sender;
        controller = _controller;
        for (uint256 i = 0; i < _payees.length; i++) {
            payees.push(_payees[i]);
            shares.push(_shares[i]);
            uint256 total = totalShares + _shares[i];
            require(total >= totalShares, "shares overflow");
            totalShares = total;
        }
    }

    receive() external payable {}

    function distribute() external {
        require(msg.sender == controller, "controller");
        uint256 balance = address(this).balance;
        for (uint256 i = 0; i < payees.length; i++) {
            (bool ok, ) = payees[i].call{value: balance * shares[i] / totalShares}(""); // want "dos-failed-call: SplitWallet.distribute\\(\\) calls payees\\[i\\] inside a loop"
            require(ok, "payout");
        }
    }
}

contract SplitFactory {
    address public immutable implementation;
    mapping(address => bool) public isSplit;

    event SplitCreated(address indexed split, address indexed controller);

    constructor() {
        implementation = address(new SplitWallet());
    }

    function createSplit(address[] calldata payees, uint256[] calldata shares) external returns (address split) {
        split = Clones.clone(implementation);
        SplitWallet(payable(split)).initialize(msg.sender, payees, shares);
        isSplit[split] = true;
        emit SplitCreated(split, msg.sender);
    }
}
