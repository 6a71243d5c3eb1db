pragma solidity ^0.8.0;

// An ether pool whose shares are priced from its own balance: a deposit and a redemption move the balance and
// the share supply in proportion, so a trade just before leaves the rate where it was. No least amount needed.
contract EtherShares {
    uint256 public totalShares;
    mapping(address => uint256) public shares;

    function deposit() external payable {
        uint256 pooled = address(this).balance - msg.value;
        uint256 minted = totalShares == 0 ? msg.value : (msg.value * totalShares) / pooled;
        shares[msg.sender] += minted;
        totalShares += minted;
    }

    function redeem(uint256 amount) external {
        uint256 eth = (amount * _pooled()) / totalShares;
        shares[msg.sender] -= amount;
        totalShares -= amount;
        payable(msg.sender).transfer(eth);
    }

    function _pooled() internal view returns (uint256) {
        return address(this).balance;
    }
}

// An ether-for-token pool with an internal token: the sale adds the tokens to a reserve while it takes them from
// the caller, so the ether price of the next sale falls: the caller must state a least amount.
contract EtherTokenPool {
    uint256 public tokenReserve;
    mapping(address => uint256) public balanceOf;

    function sell(uint256 tokens) external {
        uint256 out = (address(this).balance * tokens) / (tokenReserve + tokens); // want "EtherTokenPool.sell\\(\\) prices the trade from tokenReserve, which every trade moves"
        balanceOf[msg.sender] -= tokens;
        tokenReserve += tokens;
        payable(msg.sender).transfer(out);
    }
}
