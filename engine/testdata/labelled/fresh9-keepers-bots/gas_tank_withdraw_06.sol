// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "SafeMath: addition overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "SafeMath: subtraction overflow");
        return a - b;
    }
}

/// Gas tank for sponsored transactions: a dapp tops up its tank, the whitelisted relayers charge it for the gas
/// of each relayed call, and the dapp may take back what it has not spent.
contract DappGasTank {
    using SafeMath for uint256;

    address public owner;
    mapping(address => bool) public relayers;
    mapping(address => uint256) public dappBalance;
    mapping(address => uint256) public relayerEarnings;

    event Deposited(address indexed dapp, uint256 amount);
    event Charged(address indexed dapp, address indexed relayer, uint256 amount);

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    modifier onlyRelayer() {
        require(relayers[msg.sender], "relayer");
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function setRelayer(address relayer, bool allowed) external onlyOwner {
        relayers[relayer] = allowed;
    }

    function depositFor(address dapp) external payable {
        dappBalance[dapp] = dappBalance[dapp].add(msg.value);
        emit Deposited(dapp, msg.value);
    }

    function charge(address dapp, uint256 amount) external onlyRelayer {
        dappBalance[dapp] = dappBalance[dapp].sub(amount);
        relayerEarnings[msg.sender] = relayerEarnings[msg.sender].add(amount);
        emit Charged(dapp, msg.sender, amount);
    }

    function withdraw(uint256 amount) external {
        require(dappBalance[msg.sender] >= amount, "insufficient");
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
        dappBalance[msg.sender] = dappBalance[msg.sender] - amount;
    }

    function claimEarnings() external onlyRelayer {
        uint256 amount = relayerEarnings[msg.sender];
        relayerEarnings[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send failed");
    }
}
