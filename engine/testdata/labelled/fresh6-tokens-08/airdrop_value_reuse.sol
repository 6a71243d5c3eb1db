// SPDX-License-Identifier: MIT
pragma solidity ^0.8.13;

/// Community token with a paid "airdrop with gas" helper: the sender pays ETH that is split among recipients
/// together with the tokens. Each recipient is credited msg.value as if it were the only one.
contract CommunityToken {
    string public constant name = "Community";
    string public constant symbol = "COMM";
    uint8 public constant decimals = 18;

    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => uint256) public gasCredit;

    event Transfer(address indexed from, address indexed to, uint256 value);

    constructor(uint256 supply) {
        totalSupply = supply;
        balanceOf[msg.sender] = supply;
    }

    function transfer(address to, uint256 amount) public returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function airdropWithGas(address[] calldata recipients, uint256[] calldata amounts) external payable {
        require(recipients.length == amounts.length, "length");
        for (uint256 i = 0; i < recipients.length; i++) {
            transfer(recipients[i], amounts[i]);
            // <yes> <report> DENIAL_OF_SERVICE
            gasCredit[recipients[i]] += msg.value;
        }
    }

    function claimGas() external {
        uint256 credit = gasCredit[msg.sender];
        gasCredit[msg.sender] = 0;
        (bool ok, ) = msg.sender.call{value: credit}("");
        require(ok, "send");
    }
}
