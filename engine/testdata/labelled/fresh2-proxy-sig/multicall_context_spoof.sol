// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.11;

abstract contract ERC2771Context {
    address private immutable _trustedForwarder;

    constructor(address trustedForwarder) {
        _trustedForwarder = trustedForwarder;
    }

    function isTrustedForwarder(address forwarder) public view returns (bool) {
        return forwarder == _trustedForwarder;
    }

    function _msgSender() internal view returns (address sender) {
        if (isTrustedForwarder(msg.sender)) {
            assembly {
                sender := shr(96, calldataload(sub(calldatasize(), 20)))
            }
        } else {
            sender = msg.sender;
        }
    }
}

contract DropERC20 is ERC2771Context {
    string public name;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(address forwarder, string memory _name, uint256 supply) ERC2771Context(forwarder) {
        name = _name;
        balanceOf[msg.sender] = supply;
        totalSupply = supply;
    }

    function multicall(bytes[] calldata data) external returns (bytes[] memory results) {
        results = new bytes[](data.length);
        for (uint256 i = 0; i < data.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool success, bytes memory result) = address(this).delegatecall(data[i]);
            require(success, "multicall failed");
            results[i] = result;
        }
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        address from = _msgSender();
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[_msgSender()][spender] = amount;
        return true;
    }

    function burn(uint256 amount) external {
        address from = _msgSender();
        balanceOf[from] -= amount;
        totalSupply -= amount;
        emit Transfer(from, address(0), amount);
    }
}
