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

interface ICompliance {
    function canTransfer(address from, address to, uint256 amount) external view returns (bool);
}

/// Permissioned equity token: transfers go through a compliance contract, and the controller can freeze wallets and
/// move tokens by court order (forced transfer).
contract ControlledEquityToken {
    using SafeMath for uint256;

    string public constant name = "Series A Preferred";
    uint8 public constant decimals = 0;
    address public controller;
    ICompliance public compliance;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => bool) public frozen;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event ForcedTransfer(address indexed from, address indexed to, uint256 value, bytes data);
    event Frozen(address indexed who, bool status);

    modifier onlyController() {
        require(msg.sender == controller, "not controller");
        _;
    }

    constructor(ICompliance _compliance) public {
        controller = msg.sender;
        compliance = _compliance;
    }

    function mint(address to, uint256 value) external onlyController {
        totalSupply = totalSupply.add(value);
        balanceOf[to] = balanceOf[to].add(value);
        emit Transfer(address(0), to, value);
    }

    function setFrozen(address who, bool status) external onlyController {
        frozen[who] = status;
        emit Frozen(who, status);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        require(!frozen[msg.sender] && !frozen[to], "frozen");
        require(compliance.canTransfer(msg.sender, to, value), "not compliant");
        balanceOf[msg.sender] = balanceOf[msg.sender].sub(value);
        balanceOf[to] = balanceOf[to].add(value);
        emit Transfer(msg.sender, to, value);
        return true;
    }

    /// Court-ordered transfer; bypasses freezes and compliance by design.
    function controllerTransfer(address from, address to, uint256 value, bytes calldata data) external {
        // <yes> <report> ACCESS_CONTROL
        balanceOf[from] = balanceOf[from].sub(value);
        balanceOf[to] = balanceOf[to].add(value);
        emit ForcedTransfer(from, to, value, data);
        emit Transfer(from, to, value);
    }
}
